import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CatalogueLocaleQuerySchema, DestinationSchema, DestinationsPageSchema } from '#domain/api/catalogue.js';
import { PaginationQuerySchema, successEnvelope } from '#domain/api/envelope.js';
import { DESTINATION_NOT_FOUND_MESSAGE } from '#domain/schemas/messages.js';
import { withNextCursor } from '#server/repositories/catalogue-cursor.js';
import { createCatalogueRepository } from '#server/repositories/catalogue-repository.js';
import { registerItemDetailRoute } from './item-detail-route.js';
import { pageAfter } from './list-cursor.js';
import { storedListAnswer } from './stored-list-answer.js';

const listEnvelope = successEnvelope(DestinationsPageSchema);

export const destinationRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = createCatalogueRepository(app.db);

  app.get(
    '/destinations',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'Destinations, a page at a time (by `offset`, or by keyset with `next_cursor`)',
        querystring: PaginationQuerySchema.extend(CatalogueLocaleQuerySchema.shape),
        response: { 200: listEnvelope, 304: z.null().describe('Not modified') },
      },
    },
    async (request, reply) => {
      const { limit, offset, cursor, locale } = request.query;
      const after = pageAfter('destinations', cursor);
      const place = after ? `${after.sortOrder}/${after.id}` : offset;
      return app.responseCache.sendJson(request, reply, `destinations:${locale}:${limit}:${place}`, async () => {
        const { destinations, ...page } = withNextCursor(
          'destinations',
          await catalogue.listDestinationDocuments({ limit, offset, after }, locale),
        );
        return storedListAnswer(listEnvelope, 'Destinations fetched successfully', 'destinations', destinations, page);
      });
    },
  );

  registerItemDetailRoute(app, {
    collection: 'destinations',
    key: 'destination',
    schema: DestinationSchema,
    summary: 'One destination by uuid',
    found: 'Destination fetched successfully',
    notFound: DESTINATION_NOT_FOUND_MESSAGE,
    find: (uuid, locale) => catalogue.findDestination(uuid, locale),
  });
};
