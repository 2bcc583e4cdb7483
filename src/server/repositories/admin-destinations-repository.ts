import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AdminDestination, AdminDestinationRow } from '#domain/api/admin-catalogue.js';
import type { CatalogueListQuery } from '#domain/schemas/admin-catalogue.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';
import { catalogueStatus, mediaUuidById, statusFilter } from './admin-catalogue-common-repository.js';

// Spelled out: in a one-table select Drizzle writes a bare "id", which inside a subquery names the inner row's id.
const hasRequests = sql<boolean>`(exists (select 1 from bookings b where b.destination_id = destinations.id)
  or exists (select 1 from inquiry_destinations i where i.destination_id = destinations.id))`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface DestinationRowValues {
  slug: string;
  name: string;
  description: string;
  image: string;
  banner: string;
  mediaId: number | null;
  locationId: number;
  regionId: number;
}

export interface DestinationRelations {
  categoryIds: number[];
  facts: string[];
  activities: string[];
}

/** The back office's reads and writes of destinations: every state, every relation, by uuid. */
export function createAdminDestinationsRepository(db: DbOrTx) {
  return {
    async list(query: CatalogueListQuery): Promise<{ destinations: AdminDestinationRow[]; total: number }> {
      const q = query.q ? `%${escapeLike(query.q)}%` : null;
      const where = and(
        statusFilter(t.destinations, query.status),
        q ? or(ilike(t.destinations.name, q), ilike(t.destinations.slug, q)) : undefined,
      );
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            row: t.destinations,
            mediaUuid: t.media.uuid,
            location: t.locations.name,
            region: t.regions.name,
            hasRequests,
          })
          .from(t.destinations)
          .innerJoin(t.locations, eq(t.locations.id, t.destinations.locationId))
          .innerJoin(t.regions, eq(t.regions.id, t.destinations.regionId))
          .leftJoin(t.media, eq(t.media.id, t.destinations.mediaId))
          .where(where)
          .orderBy(desc(t.destinations.updatedAt), asc(t.destinations.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ n: count() }).from(t.destinations).where(where),
      ]);
      const destinations = rows.map(({ row, ...r }) => ({
        id: row.id,
        uuid: row.uuid,
        slug: row.slug,
        status: catalogueStatus(row),
        version: row.version,
        name: row.name,
        image: row.image,
        banner: row.banner,
        media_uuid: r.mediaUuid,
        updated_at: row.updatedAt.toISOString(),
        location: r.location,
        region: r.region,
        has_requests: r.hasRequests,
      }));
      return { destinations, total: totals?.n ?? 0 };
    },

    /** The row, locked until the transaction ends, so two saves take turns. */
    async findForUpdate(uuid: string) {
      const [row] = await db.select().from(t.destinations).where(eq(t.destinations.uuid, uuid)).for('update');
      return row ?? null;
    },

    async load(uuid: string): Promise<AdminDestination | null> {
      const [found] = await db
        .select({ row: t.destinations, hasRequests })
        .from(t.destinations)
        .where(eq(t.destinations.uuid, uuid));
      if (!found) return null;
      const { row } = found;
      const [categories, facts, activities, mediaUuid] = await Promise.all([
        db
          .select({ id: t.destinationCategories.categoryId })
          .from(t.destinationCategories)
          .where(eq(t.destinationCategories.destinationId, row.id)),
        db
          .select({ fact: t.destinationFacts.fact })
          .from(t.destinationFacts)
          .where(eq(t.destinationFacts.destinationId, row.id))
          .orderBy(asc(t.destinationFacts.position)),
        db
          .select({ name: t.destinationActivities.name })
          .from(t.destinationActivities)
          .where(eq(t.destinationActivities.destinationId, row.id))
          .orderBy(asc(t.destinationActivities.position)),
        mediaUuidById(db, row.mediaId),
      ]);
      return {
        id: row.id,
        uuid: row.uuid,
        slug: row.slug,
        status: catalogueStatus(row),
        version: row.version,
        name: row.name,
        image: row.image,
        banner: row.banner,
        media_uuid: mediaUuid,
        updated_at: row.updatedAt.toISOString(),
        description: row.description,
        facts: facts.map((f) => f.fact),
        activities: activities.map((a) => a.name),
        category_ids: categories.map((c) => c.id).sort((a, b) => a - b),
        location_id: row.locationId,
        region_id: row.regionId,
        has_requests: found.hasRequests,
      };
    },

    /** A new destination is a draft until published. */
    async insert(values: DestinationRowValues): Promise<{ id: number; uuid: string }> {
      const [row] = await db
        .insert(t.destinations)
        .values({ ...values, isPublished: false })
        .returning({ id: t.destinations.id, uuid: t.destinations.uuid });
      return row!;
    },

    /** Writes the row and moves its version on by one. */
    async update(
      id: number,
      values: Partial<DestinationRowValues> & { isPublished?: boolean; archivedAt?: Date | null },
    ) {
      await db
        .update(t.destinations)
        .set({ ...values, version: sql`${t.destinations.version} + 1`, updatedAt: new Date() })
        .where(eq(t.destinations.id, id));
    },

    /** Categories, facts and activities, replaced as a whole. */
    async replaceRelations(id: number, r: DestinationRelations) {
      await Promise.all([
        db.delete(t.destinationCategories).where(eq(t.destinationCategories.destinationId, id)),
        db.delete(t.destinationFacts).where(eq(t.destinationFacts.destinationId, id)),
        db.delete(t.destinationActivities).where(eq(t.destinationActivities.destinationId, id)),
      ]);
      const writes: Promise<unknown>[] = [];
      if (r.categoryIds.length > 0)
        writes.push(
          db
            .insert(t.destinationCategories)
            .values(r.categoryIds.map((categoryId) => ({ destinationId: id, categoryId }))),
        );
      if (r.facts.length > 0)
        writes.push(
          db
            .insert(t.destinationFacts)
            .values(r.facts.map((fact, position) => ({ destinationId: id, fact, position }))),
        );
      if (r.activities.length > 0)
        writes.push(
          db
            .insert(t.destinationActivities)
            .values(r.activities.map((name, position) => ({ destinationId: id, name, position }))),
        );
      await Promise.all(writes);
    },
  };
}
