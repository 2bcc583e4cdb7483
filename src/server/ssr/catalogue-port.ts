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
import { SiteReviewsSchema, TripReviewsPageSchema } from '#domain/api/reviews.js';
import type { DbOrTx } from '#server/db/client.js';
import { isUuid } from '#server/lib/uuid.js';
import { withNextCursor } from '#server/repositories/catalogue-cursor.js';
import { createReviewsRepository } from '#server/repositories/reviews-repository.js';
import { createCatalogueRepository } from '#server/repositories/catalogue-repository.js';
import { createReferenceRepository } from '#server/repositories/reference-repository.js';
import { listSiteReviews, listTripReviews } from '#server/use-cases/reviews/list-trip-reviews.js';
import type { PlaceFinder } from '#server/search/place-finder.js';
import { placeWords } from '#domain/search/place-match.js';
import { createVersionMemo } from './version-memo.js';

/**
 * The public API's answers, read in-process for a page the server renders. Each passes the API's own
 * response schema and a JSON round trip, so the page sees exactly what the browser would fetch (dates
 * as strings, no field the API leaves out) and hydrates without a difference.
 */
export const asJson = <S extends z.ZodType>(schema: S, value: z.input<S>): z.output<S> =>
  JSON.parse(JSON.stringify(schema.parse(value))) as z.output<S>;

export type CataloguePorts = (locale: Locale) => CatalogueDataPort;

/**
 * The ports of one catalogue version, a port per language: `catalogueAt(version)` gives the `catalogueIn` of
 * `PageRenderOptions`. Their answers are kept for the version (version-memo.ts), the exchange rate's too: a moved
 * rate bumps the version like a catalogue write.
 */
export function createCataloguePorts(db: DbOrTx, places: PlaceFinder): (version: number) => CataloguePorts {
  const read = new Map(LOCALES.map((locale) => [locale, createCataloguePort(db, locale, places)]));
  const remembered = createVersionMemo();
  let current: { version: number; ports: CataloguePorts } | undefined;
  return (version) => {
    if (current?.version !== version) {
      const ports = new Map(
        LOCALES.map((locale) => [
          locale,
          keptFor(read.get(locale)!, (key, answer) => remembered(version, `${locale}|${key}`, answer)),
        ]),
      );
      current = { version, ports: (locale) => ports.get(locale)! };
    }
    return current.ports;
  };
}

type Remember = <T>(key: string, read: () => Promise<T>) => Promise<T>;

/** A port whose answers are remembered by question (`trips|{"limit":12,…}`). */
function keptFor(port: CatalogueDataPort, remember: Remember): CatalogueDataPort {
  return {
    splash: () => remember('splash', port.splash),
    trips: (query) =>
      remember(
        `trips|${query.limit}|${query.offset ?? 0}|${query.location ?? ''}|${query.destination ?? ''}|${placeWords(query.q ?? '').join(' ')}`,
        () => port.trips(query),
      ),
    trip: (uuid) => remember(`trip|${uuid}`, () => port.trip(uuid)),
    destinations: (page) => remember(`destinations|${page.limit}|${page.offset}`, () => port.destinations(page)),
    destination: (uuid) => remember(`destination|${uuid}`, () => port.destination(uuid)),
    testimonials: () => remember('testimonials', port.testimonials),
    tripReviews: (uuid, limit) => remember(`trip-reviews|${uuid}|${limit}`, () => port.tripReviews(uuid, limit)),
    siteReviews: () => remember('site-reviews', port.siteReviews),
    // A rate the provider moves, or an owner sets, bumps the version too (rates/rate-refresher.ts, change-currency.ts).
    exchangeRate: (currencyUuid) => remember(`rate|${currencyUuid}`, () => port.exchangeRate(currencyUuid)),
  };
}

function createCataloguePort(db: DbOrTx, locale: Locale, places: PlaceFinder): CatalogueDataPort {
  const catalogue = createCatalogueRepository(db);
  const reference = createReferenceRepository(db);
  const reviews = createReviewsRepository(db);
  return {
    splash: async () => asJson(SplashSchema, await reference.splash()),
    trips: async ({ limit, offset = 0, location, destination, q }) => {
      // As GET /api/trips reads `q`: the places the text names, found in the index of the catalogue's version.
      const text = q?.trim() ? q : undefined;
      const destinationIds = text ? (await places.index()).find(text).map((place) => place.id) : undefined;
      return asJson(
        TripsPageSchema,
        withNextCursor(
          'trips',
          await catalogue.listTrips(
            { limit, offset, locationId: location, destinationUuid: destination, destinationIds },
            locale,
          ),
        ),
      );
    },
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
    tripReviews: async (uuid, limit) => {
      if (!isUuid(uuid) || !(await reviews.publishedTripId(uuid))) return null;
      return asJson(TripReviewsPageSchema, await listTripReviews({ uuid, limit, locale }, { db }));
    },
    siteReviews: async () => asJson(SiteReviewsSchema, await listSiteReviews(locale, { db })),
    exchangeRate: async (currencyUuid) => {
      const rate = isUuid(currencyUuid) ? await reference.exchangeRate(currencyUuid) : null;
      return rate && Number.isFinite(rate.rate) && rate.rate > 0 ? rate.rate : null;
    },
  };
}
