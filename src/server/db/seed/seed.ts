import { count } from 'drizzle-orm';
import { sanitizeRichText } from '#server/lib/sanitize.js';
import type { Database, Transaction } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';
import { deriveBudgetTable } from './budget-table.js';
import { seedDemoRequests } from './demo-requests.js';
import { seedDemoTranslations } from './seed-translations.js';
import { interleaveTrips } from './trip-order.js';
import { COUNTRY_CODES } from './data/countries.js';
import { DESTINATIONS } from './data/destinations.js';
import {
  CURRENCIES,
  GENDERS,
  INCLUSIONS,
  INTEREST_CATEGORIES,
  LOCATIONS,
  REGIONS,
  SEASONS,
  SERVICE_CLASSES,
  TRIP_TYPES,
} from './data/reference.js';
import { TESTIMONIALS } from './data/testimonials.js';
import { TRIPS } from './data/trips.js';

export const imagePaths = (slug: string) => ({
  image: `/images/${slug}-card-800.webp`,
  banner: `/images/${slug}-banner-1280.webp`,
});

type IdMap = Map<string, number>;

function lookup(map: IdMap, name: string, what: string): number {
  const id = map.get(name);
  if (id === undefined) throw new Error(`seed: unknown ${what} '${name}'`);
  return id;
}

const byName = (rows: { id: number; name: string }[]): IdMap => new Map(rows.map((r) => [r.name, r.id]));
const ordered = (names: readonly string[]) => names.map((name, sortOrder) => ({ name, sortOrder }));

/**
 * Seeds the demo catalogue into an empty database, with a desk of demo requests unless `requests` is
 * false (they come with the demo catalogue only: they name its trips). Returns false (and writes
 * nothing) when the database is not empty.
 */
export async function seedDemoCatalogue(db: Database, { requests = true } = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ n: count() }).from(t.currencies);
    if ((row?.n ?? 0) > 0) return false;
    const refs = await seedReference(tx);
    const destinationIds = await seedDestinations(tx, refs);
    await seedTrips(tx, refs, destinationIds);
    await seedTestimonials(tx, refs.countries);
    await seedDemoTranslations(tx);
    if (requests) await seedDemoRequests(tx);
    return true;
  });
}

async function seedReference(tx: Transaction) {
  const currencies = await tx
    .insert(t.currencies)
    .values(CURRENCIES.map((c, sortOrder) => ({ ...c, sortOrder })))
    .returning({ id: t.currencies.id, rate: t.currencies.rate });
  await tx
    .insert(t.exchangeRates)
    .values(currencies.map((c) => ({ currencyId: c.id, rate: c.rate, source: 'static' })));
  // The stored name is the English one the back office and the agency's mails show; pages name a country in
  // their own language from its code.
  const englishName = new Intl.DisplayNames('en', { type: 'region' });
  const countries = await tx
    .insert(t.countries)
    .values(COUNTRY_CODES.map((code) => ({ code, name: englishName.of(code) ?? code })))
    .returning({ id: t.countries.id, name: t.countries.code });
  await tx.insert(t.genders).values(ordered(GENDERS));
  const classes = await tx.insert(t.serviceClasses).values(ordered(SERVICE_CLASSES)).returning();
  const seasons = await tx.insert(t.seasons).values(ordered(SEASONS)).returning();
  const tripTypes = await tx.insert(t.tripTypes).values(ordered(TRIP_TYPES)).returning();
  const regions = await tx.insert(t.regions).values(ordered(REGIONS)).returning();
  const locations = await tx
    .insert(t.locations)
    .values(LOCATIONS.map((l, sortOrder) => ({ name: l.name, isZanzibar: l.zanzibar, sortOrder })))
    .returning();
  const categories = await tx
    .insert(t.categories)
    .values([
      ...INTEREST_CATEGORIES.map((name, sortOrder) => ({ name, kind: 'interest' as const, sortOrder })),
      ...INCLUSIONS.map((name, sortOrder) => ({ name, kind: 'inclusion' as const, sortOrder })),
    ])
    .returning();
  return {
    countries: byName(countries),
    classes: byName(classes),
    seasons: byName(seasons),
    tripTypes: byName(tripTypes),
    regions: byName(regions),
    locations: byName(locations),
    categories: byName(categories),
  };
}

type Refs = Awaited<ReturnType<typeof seedReference>>;

async function seedDestinations(tx: Transaction, refs: Refs): Promise<IdMap> {
  const rows = await tx
    .insert(t.destinations)
    .values(
      DESTINATIONS.map((d, sortOrder) => ({
        slug: d.slug,
        name: d.name,
        description: sanitizeRichText(d.description),
        ...imagePaths(d.slug),
        locationId: lookup(refs.locations, d.location, 'location'),
        regionId: lookup(refs.regions, d.region, 'region'),
        sortOrder,
      })),
    )
    .returning({ id: t.destinations.id, name: t.destinations.name });
  const ids = byName(rows);
  const categories = DESTINATIONS.flatMap((d) =>
    d.categories.map((c) => ({
      destinationId: lookup(ids, d.name, 'destination'),
      categoryId: lookup(refs.categories, c, 'category'),
    })),
  );
  const facts = DESTINATIONS.flatMap((d) =>
    d.facts.map((fact, position) => ({ destinationId: lookup(ids, d.name, 'destination'), fact, position })),
  );
  const activities = DESTINATIONS.flatMap((d) =>
    d.activities.map((name, position) => ({ destinationId: lookup(ids, d.name, 'destination'), name, position })),
  );
  await tx.insert(t.destinationCategories).values(categories);
  await tx.insert(t.destinationFacts).values(facts);
  await tx.insert(t.destinationActivities).values(activities);
  return ids;
}

async function seedTrips(tx: Transaction, refs: Refs, destinations: IdMap): Promise<void> {
  const classNames = [...refs.classes.keys()];
  const rows = await tx
    .insert(t.trips)
    .values(
      interleaveTrips(TRIPS).map((trip, sortOrder) => {
        const table = deriveBudgetTable(trip.basePrice, classNames);
        const couplePrice = table.find((b) => b.season === 'Low' && b.serviceClass === 'Economy' && b.quantity === 2);
        return {
          slug: trip.slug,
          name: trip.name,
          description: sanitizeRichText(trip.description),
          ...imagePaths(trip.slug),
          basePrice: trip.basePrice,
          price: couplePrice?.price ?? trip.basePrice,
          isPublished: trip.published,
          fromDate: trip.fromDate,
          toDate: trip.toDate,
          tripTypeId: lookup(refs.tripTypes, trip.tripType, 'trip type'),
          sortOrder,
        };
      }),
    )
    .returning({ id: t.trips.id, name: t.trips.slug });
  const ids = byName(rows);
  const tripId = (slug: string) => lookup(ids, slug, 'trip');
  const inclusion = (slug: string) => (name: string, position: number) => ({
    tripId: tripId(slug),
    categoryId: lookup(refs.categories, name, 'inclusion'),
    position,
  });
  await tx.insert(t.tripDestinations).values(
    TRIPS.flatMap((trip) =>
      trip.destinations.map((name, position) => ({
        tripId: tripId(trip.slug),
        destinationId: lookup(destinations, name, 'destination'),
        position,
      })),
    ),
  );
  await tx
    .insert(t.tripCategories)
    .values(
      TRIPS.flatMap((trip) =>
        trip.categories.map((c) => ({ tripId: tripId(trip.slug), categoryId: lookup(refs.categories, c, 'category') })),
      ),
    );
  await tx.insert(t.tripPoints).values(
    TRIPS.flatMap((trip) =>
      trip.itinerary.map((day, index) => ({
        tripId: tripId(trip.slug),
        order: index + 1,
        dayNumber: day.day_number,
        title: day.title,
        description: sanitizeRichText(day.description),
      })),
    ),
  );
  await tx.insert(t.tripAddons).values(TRIPS.flatMap((trip) => trip.addons.map(inclusion(trip.slug))));
  await tx.insert(t.tripNotAddons).values(TRIPS.flatMap((trip) => trip.exclusions.map(inclusion(trip.slug))));
  await tx.insert(t.budgets).values(
    TRIPS.flatMap((trip) =>
      deriveBudgetTable(trip.basePrice, classNames).map((b) => ({
        tripId: tripId(trip.slug),
        seasonId: lookup(refs.seasons, b.season, 'season'),
        serviceClassId: lookup(refs.classes, b.serviceClass, 'service class'),
        quantity: b.quantity,
        price: b.price,
      })),
    ),
  );
}

async function seedTestimonials(tx: Transaction, countries: IdMap): Promise<void> {
  await tx.insert(t.testimonials).values(
    TESTIMONIALS.map((item) => ({
      authorName: item.name,
      countryId: lookup(countries, item.countryCode, 'country code'),
      rating: item.rating,
      comments: item.comments,
      status: 'approved' as const,
      createdAt: new Date(`${item.createdAt}T09:00:00Z`),
    })),
  );
}
