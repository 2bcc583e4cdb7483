import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { DeskOverviewSchema } from '#domain/api/requests-desk.js';
import { ok } from '#server/lib/envelope.js';
import { deskOverview } from '#server/use-cases/desk/desk-overview.js';
import { adminTags as tags } from './admin-tags.js';

/** The back office's home: the desk at a glance. */
export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/overview',
    {
      schema: {
        tags,
        summary:
          'Requests by status and type, new this week, overdue, the oldest unanswered, the last 12 weeks, and the receivables (USD overdue and due in the next 30 days)',
        response: { 200: successEnvelope(DeskOverviewSchema) },
      },
    },
    async () => ok('Overview fetched successfully', await deskOverview({ db: app.db, now: app.clock })),
  );
};
