import { asc, eq, sql } from 'drizzle-orm';
import type { AdminTrip, AdminTripRow } from '#domain/api/admin-catalogue.js';
import type { CatalogueListQuery } from '#domain/schemas/admin-catalogue.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';
import { editorFields, editorListPage, editorRows, ownedRowsReplacer } from './admin-catalogue-common-repository.js';
import { tripBudgetRows } from './trip-budgets.js';

// Spelled out: in a one-table select Drizzle writes a bare "id", which inside a subquery names the inner row's id.
const hasRequests = sql<boolean>`exists (select 1 from bookings b where b.trip_id = trips.id)`;
const destinationNames = sql<string[]>`array(select d.name from trip_destinations td
  join destinations d on d.id = td.destination_id where td.trip_id = trips.id order by td.position)`;

/** The columns of a trip's own row the editor writes: its texts, its picture, its prices and dates, its type. */
export type TripRowValues = Pick<
  typeof t.trips.$inferInsert,
  | 'slug'
  | 'name'
  | 'description'
  | 'image'
  | 'banner'
  | 'mediaId'
  | 'tripTypeId'
  | 'basePrice'
  | 'price'
  | 'fromDate'
  | 'toDate'
>;

export interface TripRelations {
  categoryIds: number[];
  destinationIds: number[];
  addonIds: number[];
  exclusionIds: number[];
  itinerary: { day: number; title: string; description: string }[];
  budgets: { seasonId: number; serviceClassId: number; quantity: number; price: number }[];
}

/** The back office's reads and writes of trips: every state, every relation, by uuid. */
export function createAdminTripsRepository(db: DbOrTx) {
  return {
    ...editorRows(db, t.trips),

    async list(query: CatalogueListQuery): Promise<{ trips: AdminTripRow[]; total: number }> {
      const select = db
        .select({ row: t.trips, mediaUuid: t.media.uuid, hasRequests, tripType: t.tripTypes.name, destinationNames })
        .from(t.trips)
        .innerJoin(t.tripTypes, eq(t.tripTypes.id, t.trips.tripTypeId))
        .leftJoin(t.media, eq(t.media.id, t.trips.mediaId))
        .$dynamic();
      const { rows, total } = await editorListPage(db, t.trips, query, select);
      const trips = rows.map((found) => ({
        ...editorFields(found),
        trip_type: found.tripType,
        base_price: found.row.basePrice,
        destinations: found.destinationNames,
      }));
      return { trips, total };
    },

    async load(uuid: string): Promise<AdminTrip | null> {
      const [found] = await db
        .select({ row: t.trips, mediaUuid: t.media.uuid, hasRequests })
        .from(t.trips)
        .leftJoin(t.media, eq(t.media.id, t.trips.mediaId))
        .where(eq(t.trips.uuid, uuid));
      if (!found) return null;
      const { row: trip } = found;
      const id = trip.id;
      const [categories, destinations, points, addons, exclusions, cells] = await Promise.all([
        db.select({ id: t.tripCategories.categoryId }).from(t.tripCategories).where(eq(t.tripCategories.tripId, id)),
        db
          .select({ id: t.tripDestinations.destinationId })
          .from(t.tripDestinations)
          .where(eq(t.tripDestinations.tripId, id))
          .orderBy(asc(t.tripDestinations.position)),
        db.select().from(t.tripPoints).where(eq(t.tripPoints.tripId, id)).orderBy(asc(t.tripPoints.order)),
        db
          .select({ id: t.tripAddons.categoryId })
          .from(t.tripAddons)
          .where(eq(t.tripAddons.tripId, id))
          .orderBy(asc(t.tripAddons.position)),
        db
          .select({ id: t.tripNotAddons.categoryId })
          .from(t.tripNotAddons)
          .where(eq(t.tripNotAddons.tripId, id))
          .orderBy(asc(t.tripNotAddons.position)),
        tripBudgetRows(db, id),
      ]);
      return {
        ...editorFields(found),
        trip_type_id: trip.tripTypeId,
        category_ids: categories.map((c) => c.id).sort((a, b) => a - b),
        destination_ids: destinations.map((d) => d.id),
        description: trip.description,
        itinerary: points.map((p) => ({ day: p.dayNumber, title: p.title, description: p.description })),
        addon_ids: addons.map((a) => a.id),
        exclusion_ids: exclusions.map((e) => e.id),
        from_date: trip.fromDate,
        to_date: trip.toDate,
        base_price: trip.basePrice,
        budgets: cells.map((c) => ({
          season: c.season,
          service_class: c.serviceClass,
          quantity: c.quantity,
          price: c.price,
        })),
      };
    },

    /** Every relation the editor owns, replaced as a whole. */
    async replaceRelations(id: number, r: TripRelations) {
      const replace = ownedRowsReplacer(db, 'tripId', id);
      const positioned = (ids: number[]) => ids.map((categoryId, position) => ({ categoryId, position }));
      const categories = r.categoryIds.map((categoryId) => ({ categoryId }));
      const destinations = r.destinationIds.map((destinationId, position) => ({ destinationId, position }));
      const itinerary = r.itinerary.map((day, order) => ({
        order: order + 1,
        dayNumber: day.day,
        title: day.title,
        description: day.description,
      }));
      await Promise.all([
        replace(t.tripCategories, categories),
        replace(t.tripDestinations, destinations),
        replace(t.tripPoints, itinerary),
        replace(t.tripAddons, positioned(r.addonIds)),
        replace(t.tripNotAddons, positioned(r.exclusionIds)),
        replace(t.budgets, r.budgets),
      ]);
    },

    /** Seasons and service classes by name, for the budget table's cells. */
    async budgetAxes() {
      const [seasons, classes] = await Promise.all([
        db.select({ id: t.seasons.id, name: t.seasons.name }).from(t.seasons),
        db.select({ id: t.serviceClasses.id, name: t.serviceClasses.name }).from(t.serviceClasses),
      ]);
      return { seasons, classes };
    },
  };
}
