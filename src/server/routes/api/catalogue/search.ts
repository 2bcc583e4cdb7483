import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { SearchAnswerSchema } from '#domain/api/search.js';
import { PlaceSearchQuerySchema } from '#domain/schemas/search.js';
import { ok } from '#server/lib/envelope.js';
import { searchPlaces } from '#server/use-cases/search/search-places.js';

/** GET /search: the search bar's typed place, found in any language, and the list it opens. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['Catalogue'],
        summary:
          'Find the places typed text names (any language of the site, case, accents and one typo forgiven, kind words such as beach or Strand) and the list page to open; the stay is optional, and a check-in before today is a 422',
        querystring: PlaceSearchQuerySchema,
        response: { 200: successEnvelope(SearchAnswerSchema) },
      },
    },
    async (request) => {
      const { q, checkIn, checkOut, locale } = request.query;
      const answer = await searchPlaces({ q, checkIn, checkOut, locale }, { places: app.places });
      return ok(answer.places.length > 0 ? 'Places found' : 'No places match', answer);
    },
  );
};
