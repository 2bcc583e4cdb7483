import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CURSOR_MESSAGE, PaginationQuerySchema, successEnvelope } from '#domain/api/envelope.js';
import { CatalogueLocaleQuerySchema } from '#domain/api/catalogue.js';
import { SiteReviewsSchema, TripReviewsPageSchema } from '#domain/api/reviews.js';
import { ok } from '#server/lib/envelope.js';
import { listSiteReviews, listTripReviews } from '#server/use-cases/reviews/list-trip-reviews.js';

const querystring = CatalogueLocaleQuerySchema.extend({
  limit: PaginationQuerySchema.shape.limit,
  cursor: z.string().min(1, CURSOR_MESSAGE).max(200, CURSOR_MESSAGE).optional(),
});

/** A trip's verified reviews: approved ones only, newest first, by keyset. */
export const tripReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/trips/:uuid/reviews',
    {
      schema: {
        tags: ['Catalogue'],
        summary:
          'A published trip’s approved reviews, newest first, with their count, mean and distribution; `next_cursor` reads the next page',
        params: z.object({ uuid: z.string().max(100) }),
        querystring,
        response: { 200: successEnvelope(TripReviewsPageSchema) },
      },
    },
    async (request) =>
      ok(
        'Reviews fetched successfully',
        await listTripReviews({ uuid: request.params.uuid, ...request.query }, { db: app.db }),
      ),
  );

  app.get(
    '/reviews',
    {
      schema: {
        tags: ['Catalogue'],
        summary:
          'The newest approved reviews of every published trip (each with its trip, named in `locale`), with their count, mean and distribution: the /reviews page',
        querystring: CatalogueLocaleQuerySchema,
        response: { 200: successEnvelope(SiteReviewsSchema) },
      },
    },
    async (request) => ok('Reviews fetched successfully', await listSiteReviews(request.query.locale, { db: app.db })),
  );
};
