import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SubscriberListSchema } from '#domain/api/admin-subscribers.js';
import { successEnvelope } from '#domain/api/envelope.js';
import { SubscriberListQuerySchema } from '#domain/schemas/admin-subscribers.js';
import { ok } from '#server/lib/envelope.js';
import { createNewsletterRepository } from '#server/repositories/newsletter-repository.js';
import { exportSubscribers } from '#server/use-cases/newsletter/export-subscribers.js';
import { adminTags as tags } from './admin-tags.js';

/** The newsletter's subscribers and their CSV export (agents and owners). */
export const subscriberRoutes: FastifyPluginAsyncZod = async (app) => {
  const newsletter = createNewsletterRepository(app.db);
  const deps = { db: app.db };

  app.get(
    '/subscribers',
    {
      schema: {
        tags,
        summary:
          'Newsletter subscribers, latest subscription first; `q` searches the address, `status` active or unsubscribed',
        querystring: SubscriberListQuerySchema,
        response: { 200: successEnvelope(SubscriberListSchema) },
      },
    },
    async (request) => ok('Subscribers fetched successfully', await newsletter.list(request.query)),
  );

  app.get(
    '/subscribers.csv',
    {
      schema: {
        tags,
        summary: 'Every subscriber under the list’s filters as CSV (UTF-8, spreadsheet-safe), without paging',
        querystring: SubscriberListQuerySchema.omit({ limit: true, offset: true }),
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv: a header row, then one row per subscriber') },
      },
    },
    async (request, reply) => {
      const csv = await exportSubscribers(request.query, deps);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.filename}"`)
        .send(csv.body);
    },
  );
};
