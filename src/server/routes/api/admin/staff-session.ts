import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { StaffSchema } from '#domain/api/staff.js';
import { LoginSchema } from '#domain/schemas/login.js';
import { UNAUTHENTICATED_MESSAGE } from '#domain/schemas/messages.js';
import { StaffSetPasswordSchema } from '#domain/schemas/staff.js';
import { ok } from '#server/lib/envelope.js';
import { HttpError } from '#server/lib/http-error.js';
import { RATE_LIMITS } from '#server/plugins/rate-limits.js';
import { createStaffRepository } from '#server/repositories/staff-repository.js';
import { setStaffPassword } from '#server/use-cases/staff/set-staff-password.js';
import { signInStaff } from '#server/use-cases/staff/sign-in-staff.js';
import { signOutStaff } from '#server/use-cases/staff/sign-out-staff.js';
import { adminTags as tags } from './admin-tags.js';

/** The back office's open calls: sign in and the set-password link. */
export const staffOpenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: { rateLimit: RATE_LIMITS.account, answers: [401] },
      schema: {
        tags,
        summary: 'Staff sign-in: a bearer token that ends after 12 hours without use',
        body: LoginSchema,
        response: { 200: successEnvelope(z.object({ token: z.string(), staff: StaffSchema })) },
      },
    },
    async (request) => ok('Login successful', await signInStaff(request.body, { db: app.db })),
  );

  app.post(
    '/set-password',
    {
      config: { rateLimit: RATE_LIMITS.account },
      schema: {
        tags,
        summary: 'Choose a staff password (at least 12 characters) with the one-time link',
        body: StaffSetPasswordSchema,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await setStaffPassword(request.body, { db: app.db });
      return ok('Password set successfully', null);
    },
  );
};

/** Behind the staff guard: sign out and the signed-in staff member. */
export const staffSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = createStaffRepository(app.db);

  app.post(
    '/logout',
    { schema: { tags, summary: 'Staff sign-out: revokes the token', response: { 200: successEnvelope(z.null()) } } },
    async (request) => {
      await signOutStaff({ tokenHash: request.staffAuth!.tokenHash }, { db: app.db });
      return ok('Logged out successfully', null);
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags,
        summary: 'The signed-in staff member',
        response: { 200: successEnvelope(z.object({ staff: StaffSchema })) },
      },
    },
    async (request) => {
      const member = await staff.byId(request.staffAuth!.staffId);
      if (!member) throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
      return ok('Staff member fetched successfully', { staff: member });
    },
  );
};
