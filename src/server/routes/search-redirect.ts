import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import { parseTypedDate } from '#domain/dates/display-date.js';
import { LOCALES } from '#domain/i18n/locales.js';
import { stayErrors } from '#domain/search/search-rules.js';
import { localizedHref, sitePaths } from '#domain/site-paths.js';
import { searchLanding } from '#server/use-cases/search/search-places.js';

/** typed text, without control characters (a NUL cannot reach a query); too long is no text */
const text = z
  .string()
  .max(200)
  .transform((value) => value.replace(/\p{Cc}/gu, ''))
  .optional()
  .catch(undefined);

/**
 * GET /search: the search bar as a plain form, for a visitor without JavaScript. The typed place is found as
 * `GET /api/search` finds it (any language of the site, case, accents and one typo forgiven, kind words such as
 * 'Strand') and becomes the spec's `location`, a `destination`, or the text itself (`q`) when it names several
 * places; the typed dates become `checkIn`/`checkOut`, and the visitor lands on /safaris for a mainland place,
 * else on /tours. Nothing here can fail: what cannot be read or used is left out of the search (the API refuses a
 * past stay with its message; a plain form has nowhere to show one). A page in another language sends its own
 * (`/de/search`) and lands on the list in that language.
 */
export const searchRedirectRoutes: FastifyPluginAsyncZod = async (app) => {
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
        const target = place?.trim() ? (await app.places.index()).target(place) : null;
        const stay = {
          checkIn: checkIn ? parseTypedDate(checkIn, locale) : null,
          checkOut: checkOut ? parseTypedDate(checkOut, locale) : null,
        };
        // A stay the bar itself refuses (in the past, ending before it starts) is left out whole.
        const usable = stay.checkIn && Object.keys(stayErrors(stay, todayInDarEsSalaam())).length === 0;
        const { href } = searchLanding(target, place ?? '', usable ? stay : {});
        return reply.redirect(localizedHref(locale, href), 303);
      },
    );
  }
};
