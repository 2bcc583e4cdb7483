import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { StaffSchema } from '#domain/api/staff.js';
import { NewStaffSchema, StaffChangeSchema, StaffListQuerySchema } from '#domain/schemas/staff.js';
import { ok } from '#server/lib/envelope.js';
import { requireOwner } from '#server/plugins/authenticate-staff.js';
import { guardedBy } from '#server/plugins/open-api-answers.js';
import { createStaffRepository } from '#server/repositories/staff-repository.js';
import { createUseCaseDeps } from '#server/use-cases/use-case.js';
import { addStaffMember } from '#server/use-cases/staff/add-staff-member.js';
import { changeStaffMember } from '#server/use-cases/staff/change-staff-member.js';
import { adminTags as tags } from './admin-tags.js';

const staffEnvelope = successEnvelope(z.object({ staff: StaffSchema }));

/** Owners manage the staff: list, add (a set-password link by e-mail), change role or active state. */
export const staffManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = createStaffRepository(app.db);
  const depsFor = createUseCaseDeps(app);
  app.addHook('onRequest', requireOwner);
  guardedBy(app, 'owner');

  app.get(
    '/staff',
    {
      schema: {
        tags,
        summary: 'Every staff member, or the active or deactivated ones, searched by name or e-mail (owners only)',
        querystring: StaffListQuerySchema,
        response: { 200: successEnvelope(z.object({ staff: z.array(StaffSchema) })) },
      },
    },
    async (request) => ok('Staff fetched successfully', { staff: await staff.list(request.query) }),
  );

  app.post(
    '/staff',
    {
      schema: {
        tags,
        summary: 'Add a staff member, who is mailed a set-password link valid 24 hours (owners only)',
        body: NewStaffSchema,
        response: { 201: staffEnvelope },
      },
    },
    async (request, reply) => {
      const added = await addStaffMember({ ...request.body, link: 'mail' }, await depsFor(request));
      return reply.code(201).send(ok('Staff member added successfully', { staff: added.staff }, 201));
    },
  );

  app.patch(
    '/staff/:uuid',
    {
      schema: {
        tags,
        summary: 'Change a staff member’s role or active state; one active owner always stays (owners only)',
        params: z.object({ uuid: z.uuid() }),
        body: StaffChangeSchema,
        response: { 200: staffEnvelope },
      },
    },
    async (request) => {
      const changed = await changeStaffMember({ ...request.body, uuid: request.params.uuid }, await depsFor(request));
      return ok('Staff member updated successfully', { staff: changed });
    },
  );
};
