import { asc, eq, sql } from 'drizzle-orm';
import type { AdminDestination, AdminDestinationRow } from '#domain/api/admin-catalogue.js';
import type { CatalogueListQuery } from '#domain/schemas/admin-catalogue.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';
import { editorFields, editorListPage, editorRows, ownedRowsReplacer } from './admin-catalogue-common-repository.js';

// Spelled out: in a one-table select Drizzle writes a bare "id", which inside a subquery names the inner row's id.
const hasRequests = sql<boolean>`(exists (select 1 from bookings b where b.destination_id = destinations.id)
  or exists (select 1 from inquiry_destinations i where i.destination_id = destinations.id))`;

/** The columns of a destination's own row the editor writes: its texts, its picture, where it is. */
export type DestinationRowValues = Pick<
  typeof t.destinations.$inferInsert,
  'slug' | 'name' | 'description' | 'image' | 'banner' | 'mediaId' | 'locationId' | 'regionId'
>;

export interface DestinationRelations {
  categoryIds: number[];
  facts: string[];
  activities: string[];
}

/** The back office's reads and writes of destinations: every state, every relation, by uuid. */
export function createAdminDestinationsRepository(db: DbOrTx) {
  return {
    ...editorRows(db, t.destinations),

    async list(query: CatalogueListQuery): Promise<{ destinations: AdminDestinationRow[]; total: number }> {
      const select = db
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
        .$dynamic();
      const { rows, total } = await editorListPage(db, t.destinations, query, select);
      const destinations = rows.map((found) => ({
        ...editorFields(found),
        location: found.location,
        region: found.region,
      }));
      return { destinations, total };
    },

    async load(uuid: string): Promise<AdminDestination | null> {
      const [found] = await db
        .select({ row: t.destinations, mediaUuid: t.media.uuid, hasRequests })
        .from(t.destinations)
        .leftJoin(t.media, eq(t.media.id, t.destinations.mediaId))
        .where(eq(t.destinations.uuid, uuid));
      if (!found) return null;
      const { row } = found;
      const [categories, facts, activities] = await Promise.all([
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
      ]);
      return {
        ...editorFields(found),
        description: row.description,
        facts: facts.map((f) => f.fact),
        activities: activities.map((a) => a.name),
        category_ids: categories.map((c) => c.id).sort((a, b) => a - b),
        location_id: row.locationId,
        region_id: row.regionId,
      };
    },

    /** Categories, facts and activities, replaced as a whole. */
    async replaceRelations(id: number, r: DestinationRelations) {
      const replace = ownedRowsReplacer(db, 'destinationId', id);
      const categories = r.categoryIds.map((categoryId) => ({ categoryId }));
      const facts = r.facts.map((fact, position) => ({ fact, position }));
      const activities = r.activities.map((name, position) => ({ name, position }));
      await Promise.all([
        replace(t.destinationCategories, categories),
        replace(t.destinationFacts, facts),
        replace(t.destinationActivities, activities),
      ]);
    },
  };
}
