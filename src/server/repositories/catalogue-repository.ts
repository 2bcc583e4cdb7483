import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { DestinationSchema, TripSchema, type Destination, type Testimonial, type Trip } from '#domain/api/catalogue.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';
import { MAPPERS_REVISION, toDestination, toTestimonial, toTrip } from './catalogue-mappers.js';
import { afterPosition, type CataloguePosition } from './catalogue-cursor.js';
import { ratingFigures } from './catalogue-ratings.js';
import { createCatalogueDocuments, jsonText, type JsonPieces } from './catalogue-documents.js';
import type { Locale } from '#domain/i18n/locales.js';
import { createTranslatedDocuments } from '#server/translations/translated-documents.js';

const named = { columns: { id: true, name: true } } as const;
const categoryName = { columns: {}, with: { category: { columns: { name: true } } } } as const;

// Each relational query is one SQL statement (lateral joins): the query count does not grow with rows.
const destinationWith = {
  location: named,
  region: named,
  categories: categoryName,
  facts: { columns: { fact: true } as const, orderBy: [asc(t.destinationFacts.position)] },
  activities: { columns: { name: true } as const, orderBy: [asc(t.destinationActivities.position)] },
};

const tripWith = {
  tripType: named,
  destinations: {
    columns: {},
    orderBy: [asc(t.tripDestinations.position)],
    with: {
      destination: { columns: { id: true, uuid: true, name: true, isPublished: true }, with: { location: named } },
    } as const,
  },
  categories: categoryName,
  points: {
    columns: { order: true, dayNumber: true, title: true, description: true } as const,
    orderBy: [asc(t.tripPoints.order)],
  },
  addons: { ...categoryName, orderBy: [asc(t.tripAddons.position)] },
  notAddons: { ...categoryName, orderBy: [asc(t.tripNotAddons.position)] },
  budgets: {
    columns: { quantity: true, price: true } as const,
    orderBy: [asc(t.budgets.seasonId), asc(t.budgets.serviceClassId), asc(t.budgets.quantity)],
    with: { season: { columns: { name: true } }, serviceClass: { columns: { name: true } } } as const,
  },
};

const tripColumns = { createdAt: false, sortOrder: false, tripTypeId: false } as const;
const destinationColumns = { createdAt: false, sortOrder: false, locationId: false, regionId: false } as const;
const tripExtras = ratingFigures('trip_id');
const destinationExtras = ratingFigures('destination_id');

/** A draft or an archived destination is not on the storefront (archiving also unpublishes). */
export const destinationIsPublic = eq(t.destinations.isPublished, true);

export interface Page {
  limit: number;
  offset: number;
  /** keyset paging: the rows after this one (a decoded `cursor`); `offset` is then ignored */
  after?: CataloguePosition | undefined;
}

/** A page of a public list: its rows, how many match in all, and where the next page starts (null on the last). */
interface PageOf {
  total: number;
  next: CataloguePosition | null;
}

// Plain identifiers in the subquery: the relational query builder re-aliases every column object to
// the root table, which would turn trip_destinations.trip_id into trips.trip_id.
// The location's trips are gathered first (its destinations, then their trips) and only then matched to the
// public order: as an `exists` per trip, the planner probed every trip's destinations (11 ms at 2,000 trips
// against 2.6 ms). `offset 0` keeps the planner from flattening the subquery back into that plan.
function inLocation(locationId: number) {
  return sql`${t.trips.id} in (select td.trip_id from trip_destinations td where td.destination_id in (select d.id from destinations d where d.location_id = ${locationId}) offset 0)`;
}

function visitingDestination(destinationUuid: string) {
  return sql`exists (select 1 from trip_destinations td inner join destinations d on d.id = td.destination_id where td.trip_id = ${t.trips.id} and d.uuid = ${destinationUuid})`;
}

/** Trips visiting any of these destinations (a typed search's places); none: no trip. */
function visitingAny(destinationIds: readonly number[]) {
  if (destinationIds.length === 0) return sql`false`;
  const ids = sql.join(
    destinationIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`${t.trips.id} in (select td.trip_id from trip_destinations td where td.destination_id in (${ids}) offset 0)`;
}

export interface TripFilter {
  /** trips with a destination in this location */
  locationId?: number | undefined;
  /** trips visiting this destination */
  destinationUuid?: string | undefined;
  /** trips visiting any of these destinations (by id): the places a typed search found */
  destinationIds?: readonly number[] | undefined;
}

export function createCatalogueRepository(db: DbOrTx) {
  const tripDocuments = createCatalogueDocuments(db, {
    table: t.tripDocuments,
    stored: TripSchema.omit({ rating_average: true, ratings_count: true }),
    revision: MAPPERS_REVISION,
    build: (ids) => db.query.trips.findMany({ columns: tripColumns, with: tripWith, where: inArray(t.trips.id, ids) }),
    toPublic: (row) => toTrip({ ...row, ratingAverage: null, ratingsCount: 0 }),
  });
  const destinationDocuments = createCatalogueDocuments(db, {
    table: t.destinationDocuments,
    stored: DestinationSchema.omit({ rating_average: true, ratings_count: true }),
    revision: MAPPERS_REVISION,
    build: (ids) =>
      db.query.destinations.findMany({
        columns: destinationColumns,
        with: destinationWith,
        where: inArray(t.destinations.id, ids),
      }),
    toPublic: (row) => toDestination({ ...row, ratingAverage: null, ratingsCount: 0 }),
  });
  const translated = createTranslatedDocuments(db);

  /**
   * A page's ids, in order, and how many rows match: one index read of ids only. Relations and rating
   * figures are then built for those ids alone; given as a subquery instead, the planner built them for
   * every row before keeping the page's (bench/scale.mjs measured the last page at ten times the first).
   * One row more than the page tells whether another page follows. A page past the end has no row to
   * carry the total, and a keyset page reads only its own rows: both count the total apart.
   */
  async function pageIds(
    table: typeof t.trips | typeof t.destinations,
    where: SQL | undefined,
    order: SQL[],
    page: Page,
  ): Promise<PageOf & { ids: number[] }> {
    // A keyset page counts apart: a window over the rows after the cursor would read all of them.
    const total = page.after ? sql<number>`0` : sql<number>`count(*) over ()`;
    const rows = await db
      .select({ id: table.id, sortOrder: table.sortOrder, total: total.mapWith(Number) })
      .from(table)
      .where(page.after ? and(where, afterPosition(table, page.after)) : where)
      .orderBy(...order)
      .limit(page.limit + 1)
      .offset(page.after ? 0 : page.offset);
    const onPage = rows.slice(0, page.limit);
    const last = rows.length > page.limit ? onPage.at(-1) : undefined;
    const next = last ? { sortOrder: last.sortOrder, id: last.id } : null;
    const ids = onPage.map((row) => row.id);
    if (onPage.length > 0 && !page.after) return { ids, total: onPage[0]?.total ?? 0, next };
    const [counted] = page.after || page.offset > 0 ? await db.select({ n: count() }).from(table).where(where) : [];
    return { ids, total: counted?.n ?? 0, next };
  }

  /** A page of public destinations as the API's JSON bytes, one text per destination, in the locale's language. */
  async function listDestinationDocuments(
    page: Page,
    locale: Locale = 'en',
  ): Promise<PageOf & { destinations: JsonPieces[] }> {
    const order = [asc(t.destinations.sortOrder), asc(t.destinations.id)];
    const { ids, total, next } = await pageIds(t.destinations, destinationIsPublic, order, page);
    return { destinations: await translated.destinations(await destinationDocuments.read(ids), locale), total, next };
  }

  /** A page of published trips as the API's JSON bytes, one text per trip (catalogue-documents.ts), in the locale's language. */
  async function listTripDocuments(
    page: Page & TripFilter,
    locale: Locale = 'en',
  ): Promise<PageOf & { trips: JsonPieces[] }> {
    const where = and(
      eq(t.trips.isPublished, true),
      page.locationId === undefined ? undefined : inLocation(page.locationId),
      page.destinationUuid === undefined ? undefined : visitingDestination(page.destinationUuid),
      page.destinationIds === undefined ? undefined : visitingAny(page.destinationIds),
    );
    const order = [asc(t.trips.sortOrder), asc(t.trips.id)];
    const { ids, total, next } = await pageIds(t.trips, where, order, page);
    return { trips: await translated.trips(await tripDocuments.read(ids), locale), total, next };
  }

  return {
    listDestinationDocuments,

    async listDestinations(page: Page, locale: Locale = 'en'): Promise<PageOf & { destinations: Destination[] }> {
      const { destinations, ...rest } = await listDestinationDocuments(page, locale);
      return { destinations: destinations.map((body) => JSON.parse(jsonText(body)) as Destination), ...rest };
    },

    async findDestination(uuid: string, locale: Locale = 'en'): Promise<Destination | null> {
      const [row] = await db
        .select({ id: t.destinations.id })
        .from(t.destinations)
        .where(and(eq(t.destinations.uuid, uuid), destinationIsPublic))
        .limit(1);
      const [body] = row ? await translated.destinations(await destinationDocuments.read([row.id]), locale) : [];
      return body ? (JSON.parse(jsonText(body)) as Destination) : null;
    },

    /** A destination in any state, in the public shape (which has no state: it comes beside): only for a signed preview link. */
    async findDestinationForPreview(uuid: string): Promise<{ destination: Destination; published: boolean } | null> {
      const row = await db.query.destinations.findFirst({
        columns: destinationColumns,
        with: destinationWith,
        extras: destinationExtras,
        where: eq(t.destinations.uuid, uuid),
      });
      return row ? { destination: toDestination(row), published: row.isPublished } : null;
    },

    listTripDocuments,

    async listTrips(page: Page & TripFilter, locale: Locale = 'en'): Promise<PageOf & { trips: Trip[] }> {
      const { trips, ...rest } = await listTripDocuments(page, locale);
      return { trips: trips.map((body) => JSON.parse(jsonText(body)) as Trip), ...rest };
    },

    /** Published trips only: a draft is as unknown as a wrong uuid. */
    async findPublishedTrip(uuid: string, locale: Locale = 'en'): Promise<Trip | null> {
      const [row] = await db
        .select({ id: t.trips.id })
        .from(t.trips)
        .where(and(eq(t.trips.uuid, uuid), eq(t.trips.isPublished, true)))
        .limit(1);
      const [body] = row ? await translated.trips(await tripDocuments.read([row.id]), locale) : [];
      return body ? (JSON.parse(jsonText(body)) as Trip) : null;
    },

    /** A trip in any state (draft, published, archived), in the public shape: only for a signed preview link. */
    async findTripForPreview(uuid: string): Promise<Trip | null> {
      const row = await db.query.trips.findFirst({
        columns: tripColumns,
        with: tripWith,
        extras: tripExtras,
        where: eq(t.trips.uuid, uuid),
      });
      return row ? toTrip(row) : null;
    },

    async approvedTestimonials(limit = 50): Promise<Testimonial[]> {
      const rows = await db.query.testimonials.findMany({
        columns: { uuid: true, rating: true, comments: true, authorName: true, createdAt: true },
        with: { country: { columns: { name: true, code: true } } },
        where: eq(t.testimonials.status, 'approved'),
        orderBy: [desc(t.testimonials.createdAt), desc(t.testimonials.id)],
        limit,
      });
      return rows.map(toTestimonial);
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
