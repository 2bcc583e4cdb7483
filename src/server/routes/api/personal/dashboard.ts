import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { CatalogueLocaleQuerySchema } from '#domain/api/catalogue.js';
import { DashboardSchema } from '#domain/api/personal.js';
import { UNAUTHENTICATED_MESSAGE } from '#domain/schemas/messages.js';
import { ok } from '#server/lib/envelope.js';
import { HttpError } from '#server/lib/http-error.js';
import { createDashboardRepository } from '#server/repositories/dashboard-repository.js';
import { tags, userIdOf } from './current-user.js';

/** GET /user/dashboard (docs/behaviour/dashboard.md). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = createDashboardRepository(app.db);

  app.get(
    '/user/dashboard',
    {
      schema: {
        tags,
        summary: 'Profile, likes, ratings, cart, bookings and their counts; the booked trips named in `locale`',
        querystring: CatalogueLocaleQuerySchema,
        response: { 200: successEnvelope(DashboardSchema) },
      },
    },
    async (request) => {
      const data = await dashboard.forUser(userIdOf(request), request.query.locale);
      if (!data) throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
      return ok('Dashboard fetched successfully', data);
    },
  );
};
