import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CatalogueLocaleQuerySchema, TripSchema, TripsPageSchema } from '#domain/api/catalogue.js';
import { PaginationQuerySchema, successEnvelope } from '#domain/api/envelope.js';
import { MAX_DATABASE_INT, optionalText } from '#domain/schemas/common.js';
import { placeWords } from '#domain/search/place-match.js';
import { PLACE_TEXT_MESSAGE } from '#domain/search/search-rules.js';
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
  q: optionalText(PLACE_TEXT_MESSAGE)
    .optional()
    .describe(
      'Typed text: keeps trips visiting a place it names, found as `GET /api/search` finds them (any language of the site, case, accents and one typo forgiven, kind words such as beach or Strand); a text that names no place keeps none',
    ),
});

/** The text of `q` as a cache key: what finds the same places reads the same (case, accents, spaces). */
const textKey = (text: string | null | undefined) => (text ? placeWords(text).join(' ') : '');

const listEnvelope = successEnvelope(TripsPageSchema);

export const tripRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = createCatalogueRepository(app.db);

  app.get(
    '/trips',
    {
      schema: {
        tags: ['Catalogue'],
        summary:
          'Published trips with every relation; `location` keeps trips visiting that location, `destination` (a uuid) trips visiting that destination, `q` trips visiting a place the text names; `next_cursor` reads the next page by keyset',
        querystring: TripsQuerySchema,
        response: { 200: listEnvelope, 304: z.null().describe('Not modified') },
      },
    },
    async (request, reply) => {
      const { limit, offset, location, destination, q, cursor, locale } = request.query;
      const after = pageAfter('trips', cursor);
      const text = textKey(q);
      return app.responseCache.sendJson(
        request,
        reply,
        `trips:${locale}:${limit}:${after ? `${after.sortOrder}/${after.id}` : offset}:${location ?? ''}:${destination ?? ''}:${text}`,
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
                destinationIds: text ? (await app.places.index()).find(text).map((place) => place.id) : undefined,
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
