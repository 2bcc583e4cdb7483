import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Destination, Testimonial, Trip } from '#domain/api/catalogue.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';
import { toDestination, toTestimonial, toTrip } from './catalogue-mappers.js';
import { ratingFigures } from './catalogue-ratings.js';

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
}

// Plain identifiers in the subquery: the relational query builder re-aliases every column object to
// the root table, which would turn trip_destinations.trip_id into trips.trip_id.
function inLocation(locationId: number) {
  return sql`exists (select 1 from trip_destinations td inner join destinations d on d.id = td.destination_id where td.trip_id = ${t.trips.id} and d.location_id = ${locationId})`;
}

function visitingDestination(destinationUuid: string) {
  return sql`exists (select 1 from trip_destinations td inner join destinations d on d.id = td.destination_id where td.trip_id = ${t.trips.id} and d.uuid = ${destinationUuid})`;
}

export interface TripFilter {
  /** trips with a destination in this location */
  locationId?: number | undefined;
  /** trips visiting this destination */
  destinationUuid?: string | undefined;
}

export function createCatalogueRepository(db: DbOrTx) {
  return {
    async listDestinations(page: Page): Promise<{ destinations: Destination[]; total: number }> {
      const [rows, [totals]] = await Promise.all([
        db.query.destinations.findMany({
          columns: destinationColumns,
          with: destinationWith,
          extras: destinationExtras,
          where: destinationIsPublic,
          orderBy: [asc(t.destinations.sortOrder), asc(t.destinations.id)],
          limit: page.limit,
          offset: page.offset,
        }),
        db.select({ n: count() }).from(t.destinations).where(destinationIsPublic),
      ]);
      return { destinations: rows.map(toDestination), total: totals?.n ?? 0 };
    },

    async findDestination(uuid: string): Promise<Destination | null> {
      const row = await db.query.destinations.findFirst({
        columns: destinationColumns,
        with: destinationWith,
        extras: destinationExtras,
        where: and(eq(t.destinations.uuid, uuid), destinationIsPublic),
      });
      return row ? toDestination(row) : null;
    },

    async listTrips(page: Page & TripFilter): Promise<{ trips: Trip[]; total: number }> {
      const where = and(
        eq(t.trips.isPublished, true),
        page.locationId === undefined ? undefined : inLocation(page.locationId),
        page.destinationUuid === undefined ? undefined : visitingDestination(page.destinationUuid),
      );
      const [rows, [totals]] = await Promise.all([
        db.query.trips.findMany({
          columns: tripColumns,
          with: tripWith,
          extras: tripExtras,
          where,
          orderBy: [asc(t.trips.sortOrder), asc(t.trips.id)],
          limit: page.limit,
          offset: page.offset,
        }),
        db.select({ n: count() }).from(t.trips).where(where),
      ]);
      return { trips: rows.map(toTrip), total: totals?.n ?? 0 };
    },

    /** Published trips only: a draft is as unknown as a wrong uuid. */
    async findPublishedTrip(uuid: string): Promise<Trip | null> {
      const row = await db.query.trips.findFirst({
        columns: tripColumns,
        with: tripWith,
        extras: tripExtras,
        where: and(eq(t.trips.uuid, uuid), eq(t.trips.isPublished, true)),
      });
      return row ? toTrip(row) : null;
    },

    /** Just the banner path of a published trip or a destination, for the page's preload hint. */
    async bannerOf(kind: 'trip' | 'destination', uuid: string): Promise<string | null> {
      const [row] =
        kind === 'trip'
          ? await db
              .select({ banner: t.trips.banner })
              .from(t.trips)
              .where(and(eq(t.trips.uuid, uuid), eq(t.trips.isPublished, true)))
              .limit(1)
          : await db
              .select({ banner: t.destinations.banner })
              .from(t.destinations)
              .where(and(eq(t.destinations.uuid, uuid), destinationIsPublic))
              .limit(1);
      return row?.banner ?? null;
    },

    async approvedTestimonials(limit = 50): Promise<Testimonial[]> {
      const rows = await db.query.testimonials.findMany({
        columns: { uuid: true, rating: true, comments: true, authorName: true, createdAt: true },
        with: { country: { columns: { name: true } } },
        where: eq(t.testimonials.status, 'approved'),
        orderBy: [desc(t.testimonials.createdAt), desc(t.testimonials.id)],
        limit,
      });
      return rows.map(toTestimonial);
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
