import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import { parseTypedDate } from '#domain/dates/display-date.js';
import { bestPlaceMatch } from '#domain/search/place-match.js';
import { LOCALES } from '#domain/i18n/locales.js';
import { localizedHref, sitePaths, type SearchQuery } from '#domain/site-paths.js';
import { createReferenceRepository } from '#server/repositories/reference-repository.js';

/** typed text, without control characters (a NUL cannot reach a query); too long is no text */
const text = z
  .string()
  .max(200)
  .transform((value) => value.replace(/\p{Cc}/gu, ''))
  .optional()
  .catch(undefined);

/**
 * GET /search: the search bar as a plain form, for a visitor without JavaScript. The typed place is
 * matched as the bar's list matches it (an exact name first) and becomes the spec's `location` or `destination`, the typed dates `checkIn`/`checkOut`, and the
 * visitor lands on /safaris for a mainland place, else on /tours. Nothing here can fail: what cannot
 * be read is left out of the search. A page in another language sends its own (`/de/search`) and lands on
 * the list in that language.
 */
export const searchRedirectRoutes: FastifyPluginAsyncZod = async (app) => {
  const reference = createReferenceRepository(app.db);
  for (const locale of LOCALES) {
    app.get(
      localizedHref(locale, sitePaths.search.path),
      {
        schema: {
          hide: true,
          querystring: z.object({ place: text, checkIn: text, checkOut: text }),
        },
      },
      async (request, reply) => {
        const { place, checkIn, checkOut } = request.query;
        const found = place ? bestPlaceMatch(await reference.searchPlaces(), place) : undefined;
        const inDate = checkIn ? parseTypedDate(checkIn, locale) : null;
        const outDate = checkOut ? parseTypedDate(checkOut, locale) : null;
        // A stay in the past, or one that ends before it starts, is what the bar itself refuses.
        const stay =
          inDate && outDate && inDate >= todayInDarEsSalaam() && outDate > inDate
            ? { checkIn: inDate, checkOut: outDate }
            : {};
        const query: SearchQuery = {
          ...(found?.kind === 'location' ? { location: found.id } : {}),
          ...(found?.kind === 'destination' ? { destination: found.uuid } : {}),
          ...stay,
        };
        const list = found && !found.isZanzibar ? sitePaths.safaris : sitePaths.tours;
        return reply.redirect(localizedHref(locale, list.getHref(query)), 303);
      },
    );
  }
};
