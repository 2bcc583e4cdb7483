import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CatalogueLocaleQuerySchema, TripSchema, TripsPageSchema } from '#domain/api/catalogue.js';
import { PaginationQuerySchema, successEnvelope } from '#domain/api/envelope.js';
import { MAX_DATABASE_INT } from '#domain/schemas/common.js';
import { TRIP_NOT_FOUND_MESSAGE } from '#domain/schemas/messages.js';
import { withNextCursor } from '#server/repositories/catalogue-cursor.js';
import { createCatalogueRepository } from '#server/repositories/catalogue-repository.js';
import { registerItemDetailRoute } from './item-detail-route.js';
import { pageAfter } from './list-cursor.js';
import { storedListAnswer } from './stored-list-answer.js';

const TripsQuerySchema = PaginationQuerySchema.extend({
  ...CatalogueLocaleQuerySchema.shape,
  location: z.coerce
    .number({ error: 'location must be a location id' })
    .int('location must be a location id')
    .positive('location must be a location id')
    .max(MAX_DATABASE_INT, 'location must be a location id')
    .optional(),
  destination: z.guid({ error: 'destination must be a destination uuid' }).optional(),
});

const listEnvelope = successEnvelope(TripsPageSchema);

export const tripRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = createCatalogueRepository(app.db);

  app.get(
    '/trips',
    {
      schema: {
        tags: ['Catalogue'],
        summary:
          'Published trips with every relation; `location` keeps trips visiting that location, `destination` (a uuid) trips visiting that destination; `next_cursor` reads the next page by keyset',
        querystring: TripsQuerySchema,
        response: { 200: listEnvelope, 304: z.null().describe('Not modified') },
      },
    },
    async (request, reply) => {
      const { limit, offset, location, destination, cursor, locale } = request.query;
      const after = pageAfter('trips', cursor);
      return app.responseCache.sendJson(
        request,
        reply,
        `trips:${locale}:${limit}:${after ? `${after.sortOrder}/${after.id}` : offset}:${location ?? ''}:${destination ?? ''}`,
        async () => {
          const { trips, ...page } = withNextCursor(
            'trips',
            await catalogue.listTripDocuments(
              {
                limit,
                offset,
                after,
                locationId: location,
                destinationUuid: destination,
              },
              locale,
            ),
          );
          return storedListAnswer(listEnvelope, 'Trips fetched successfully', 'trips', trips, page);
        },
      );
    },
  );

  registerItemDetailRoute(app, {
    collection: 'trips',
    key: 'trip',
    schema: TripSchema,
    summary: 'One published trip by uuid',
    found: 'Trip fetched successfully',
    notFound: TRIP_NOT_FOUND_MESSAGE,
    find: (uuid, locale) => catalogue.findPublishedTrip(uuid, locale),
  });
};
