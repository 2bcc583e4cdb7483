import { z } from 'zod';
import {
  DestinationSchema,
  DestinationsPageSchema,
  TestimonialSchema,
  TripSchema,
  TripsPageSchema,
} from '#domain/api/catalogue.js';
import type { CatalogueDataPort } from '#domain/api/data-port.js';
import { LOCALES, type Locale } from '#domain/i18n/locales.js';
import { SplashSchema } from '#domain/api/reference.js';
import type { DbOrTx } from '#server/db/client.js';
import { isUuid } from '#server/lib/uuid.js';
import { withNextCursor } from '#server/repositories/catalogue-cursor.js';
import { createCatalogueRepository } from '#server/repositories/catalogue-repository.js';
import { createReferenceRepository } from '#server/repositories/reference-repository.js';

/**
 * The public API's answers, read in-process for a page the server renders. Each passes the API's own
 * response schema and a JSON round trip, so the page sees exactly what the browser would fetch (dates
 * as strings, no field the API leaves out) and hydrates without a difference.
 */
const asJson = <S extends z.ZodType>(schema: S, value: z.input<S>): z.output<S> =>
  JSON.parse(JSON.stringify(schema.parse(value))) as z.output<S>;

/** A port per language, made once each: `catalogueIn(locale)` for `PageRenderOptions`. */
export function createCataloguePorts(db: DbOrTx): (locale: Locale) => CatalogueDataPort {
  const ports = new Map(LOCALES.map((locale) => [locale, createCataloguePort(db, locale)]));
  return (locale) => ports.get(locale)!;
}

function createCataloguePort(db: DbOrTx, locale: Locale): CatalogueDataPort {
  const catalogue = createCatalogueRepository(db);
  const reference = createReferenceRepository(db);
  return {
    splash: async () => asJson(SplashSchema, await reference.splash()),
    trips: async ({ limit, offset = 0, location, destination }) =>
      asJson(
        TripsPageSchema,
        withNextCursor(
          'trips',
          await catalogue.listTrips({ limit, offset, locationId: location, destinationUuid: destination }, locale),
        ),
      ),
    trip: async (uuid) => {
      const trip = isUuid(uuid) ? await catalogue.findPublishedTrip(uuid, locale) : null;
      return trip ? asJson(TripSchema, trip) : null;
    },
    destinations: async (page) =>
      asJson(DestinationsPageSchema, withNextCursor('destinations', await catalogue.listDestinations(page, locale))),
    destination: async (uuid) => {
      const destination = isUuid(uuid) ? await catalogue.findDestination(uuid, locale) : null;
      return destination ? asJson(DestinationSchema, destination) : null;
    },
    testimonials: async () => asJson(z.array(TestimonialSchema), await catalogue.approvedTestimonials()),
    exchangeRate: async (currencyUuid) => {
      const rate = isUuid(currencyUuid) ? await reference.exchangeRate(currencyUuid) : null;
      return rate && Number.isFinite(rate.rate) && rate.rate > 0 ? rate.rate : null;
    },
  };
}
