import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AdminTrip, AdminTripRow } from '#domain/api/admin-catalogue.js';
import type { CatalogueListQuery } from '#domain/schemas/admin-catalogue.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';
import { catalogueStatus, mediaUuidById, statusFilter } from './admin-catalogue-common-repository.js';

// Spelled out: in a one-table select Drizzle writes a bare "id", which inside a subquery names the inner row's id.
const hasRequests = sql<boolean>`exists (select 1 from bookings b where b.trip_id = trips.id)`;
const destinationNames = sql<string[]>`array(select d.name from trip_destinations td
  join destinations d on d.id = td.destination_id where td.trip_id = trips.id order by td.position)`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The columns of a trip's own row the editor writes. */
export interface TripRowValues {
  slug: string;
  name: string;
  description: string;
  image: string;
  banner: string;
  mediaId: number | null;
  basePrice: number;
  price: number;
  fromDate: string | null;
  toDate: string | null;
  tripTypeId: number;
}

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
    async list(query: CatalogueListQuery): Promise<{ trips: AdminTripRow[]; total: number }> {
      const q = query.q ? `%${escapeLike(query.q)}%` : null;
      const where = and(
        statusFilter(t.trips, query.status),
        q ? or(ilike(t.trips.name, q), ilike(t.trips.slug, q)) : undefined,
      );
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            trip: t.trips,
            mediaUuid: t.media.uuid,
            tripType: t.tripTypes.name,
            destinations: destinationNames,
            hasRequests,
          })
          .from(t.trips)
          .innerJoin(t.tripTypes, eq(t.tripTypes.id, t.trips.tripTypeId))
          .leftJoin(t.media, eq(t.media.id, t.trips.mediaId))
          .where(where)
          .orderBy(desc(t.trips.updatedAt), asc(t.trips.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ n: count() }).from(t.trips).where(where),
      ]);
      const trips = rows.map((row) => ({
        id: row.trip.id,
        uuid: row.trip.uuid,
        slug: row.trip.slug,
        status: catalogueStatus(row.trip),
        version: row.trip.version,
        name: row.trip.name,
        image: row.trip.image,
        banner: row.trip.banner,
        media_uuid: row.mediaUuid,
        updated_at: row.trip.updatedAt.toISOString(),
        trip_type: row.tripType,
        base_price: row.trip.basePrice,
        destinations: row.destinations,
        has_requests: row.hasRequests,
      }));
      return { trips, total: totals?.n ?? 0 };
    },

    /** The trip's own row, locked until the transaction ends, so two saves take turns. */
    async findForUpdate(uuid: string) {
      const [row] = await db.select().from(t.trips).where(eq(t.trips.uuid, uuid)).for('update');
      return row ?? null;
    },

    async load(uuid: string): Promise<AdminTrip | null> {
      const [row] = await db.select({ trip: t.trips, hasRequests }).from(t.trips).where(eq(t.trips.uuid, uuid));
      if (!row) return null;
      const id = row.trip.id;
      const [categories, destinations, points, addons, exclusions, cells, mediaUuid] = await Promise.all([
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
        db
          .select({
            season: t.seasons.name,
            serviceClass: t.serviceClasses.name,
            quantity: t.budgets.quantity,
            price: t.budgets.price,
          })
          .from(t.budgets)
          .innerJoin(t.seasons, eq(t.seasons.id, t.budgets.seasonId))
          .innerJoin(t.serviceClasses, eq(t.serviceClasses.id, t.budgets.serviceClassId))
          .where(eq(t.budgets.tripId, id))
          .orderBy(asc(t.seasons.sortOrder), asc(t.serviceClasses.sortOrder), asc(t.budgets.quantity)),
        mediaUuidById(db, row.trip.mediaId),
      ]);
      const trip = row.trip;
      return {
        id: trip.id,
        uuid: trip.uuid,
        slug: trip.slug,
        status: catalogueStatus(trip),
        version: trip.version,
        name: trip.name,
        image: trip.image,
        banner: trip.banner,
        media_uuid: mediaUuid,
        updated_at: trip.updatedAt.toISOString(),
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
          season: c.season as 'Low' | 'High',
          service_class: c.serviceClass,
          quantity: c.quantity,
          price: c.price,
        })),
        has_requests: row.hasRequests,
      };
    },

    async insert(values: TripRowValues): Promise<{ id: number; uuid: string }> {
      const [row] = await db
        .insert(t.trips)
        .values({ ...values, isPublished: false })
        .returning({ id: t.trips.id, uuid: t.trips.uuid });
      return row!;
    },

    /** Writes the row and moves its version on by one. */
    async update(id: number, values: Partial<TripRowValues> & { isPublished?: boolean; archivedAt?: Date | null }) {
      await db
        .update(t.trips)
        .set({ ...values, version: sql`${t.trips.version} + 1`, updatedAt: new Date() })
        .where(eq(t.trips.id, id));
    },

    /** Every relation the editor owns, replaced as a whole. */
    async replaceRelations(id: number, r: TripRelations) {
      await Promise.all([
        db.delete(t.tripCategories).where(eq(t.tripCategories.tripId, id)),
        db.delete(t.tripDestinations).where(eq(t.tripDestinations.tripId, id)),
        db.delete(t.tripPoints).where(eq(t.tripPoints.tripId, id)),
        db.delete(t.tripAddons).where(eq(t.tripAddons.tripId, id)),
        db.delete(t.tripNotAddons).where(eq(t.tripNotAddons.tripId, id)),
        db.delete(t.budgets).where(eq(t.budgets.tripId, id)),
      ]);
      const writes: Promise<unknown>[] = [];
      const positioned = (ids: number[]) => ids.map((categoryId, position) => ({ tripId: id, categoryId, position }));
      if (r.categoryIds.length > 0)
        writes.push(
          db.insert(t.tripCategories).values(r.categoryIds.map((categoryId) => ({ tripId: id, categoryId }))),
        );
      if (r.destinationIds.length > 0)
        writes.push(
          db
            .insert(t.tripDestinations)
            .values(r.destinationIds.map((destinationId, position) => ({ tripId: id, destinationId, position }))),
        );
      if (r.itinerary.length > 0)
        writes.push(
          db.insert(t.tripPoints).values(
            r.itinerary.map((day, order) => ({
              tripId: id,
              order: order + 1,
              dayNumber: day.day,
              title: day.title,
              description: day.description,
            })),
          ),
        );
      if (r.addonIds.length > 0) writes.push(db.insert(t.tripAddons).values(positioned(r.addonIds)));
      if (r.exclusionIds.length > 0) writes.push(db.insert(t.tripNotAddons).values(positioned(r.exclusionIds)));
      if (r.budgets.length > 0) writes.push(db.insert(t.budgets).values(r.budgets.map((b) => ({ ...b, tripId: id }))));
      await Promise.all(writes);
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
