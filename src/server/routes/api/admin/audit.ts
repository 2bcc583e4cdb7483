import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditListSchema } from '#domain/api/admin-audit.js';
import { successEnvelope } from '#domain/api/envelope.js';
import { AuditQuerySchema } from '#domain/schemas/admin-audit.js';
import { ok } from '#server/lib/envelope.js';
import { requireOwner } from '#server/plugins/authenticate-staff.js';
import { guardedBy } from '#server/plugins/open-api-answers.js';
import { createAdminAuditRepository } from '#server/repositories/admin-audit-repository.js';
import { adminTags as tags } from './admin-tags.js';

/** Owners read the audit trail: every staff write, who made it, and the row before and after. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const audit = createAdminAuditRepository(app.db);
  app.addHook('onRequest', requireOwner);
  guardedBy(app, 'owner');

  app.get(
    '/audit',
    {
      schema: {
        tags,
        summary:
          'The audit trail, newest first; `actor` a staff uuid, `entity` a target prefix such as `request:` (owners only)',
        querystring: AuditQuerySchema,
        response: { 200: successEnvelope(AuditListSchema) },
      },
    },
    async (request) => ok('Audit trail fetched successfully', await audit.list(request.query)),
  );
};
