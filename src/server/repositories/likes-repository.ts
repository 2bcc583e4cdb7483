import { and, eq, sql } from 'drizzle-orm';
import type { ItemType, Like } from '#domain/api/personal.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';
import { itemKeys, userItemRows, type ItemRef } from './item-cards.js';

export function createLikesRepository(db: DbOrTx) {
  return {
    /** Likes the item, or unlikes it when the user already did; answers whether it is liked now. */
    async toggle(userId: number, item: ItemRef): Promise<boolean> {
      const keys = itemKeys(item);
      const column = item.type === 'trip' ? t.likes.tripId : t.likes.destinationId;
      const removed = await db
        .delete(t.likes)
        .where(and(eq(t.likes.userId, userId), eq(column, item.id)))
        .returning({ id: t.likes.id });
      if (removed.length > 0) return false;
      // A second tab liking at the same moment meets the unique index: still liked, not an error.
      await db
        .insert(t.likes)
        .values({ userId, ...keys })
        .onConflictDoNothing();
      return true;
    },

    /** Whether the user likes the item; null when there is no such destination or published trip. */
    async isLiked(userId: number, type: ItemType, uuid: string): Promise<boolean | null> {
      // Spelled out: in a one-table select Drizzle writes a bare "id", which inside this subquery
      // would name likes.id.
      const itemColumn = sql.raw(type === 'trip' ? 'l.trip_id = trips.id' : 'l.destination_id = destinations.id');
      const liked = sql<boolean>`exists (select 1 from likes l where l.user_id = ${userId} and ${itemColumn})`;
      const [row] =
        type === 'trip'
          ? await db
              .select({ liked })
              .from(t.trips)
              .where(and(eq(t.trips.uuid, uuid), eq(t.trips.isPublished, true)))
          : await db
              .select({ liked })
              .from(t.destinations)
              .where(and(eq(t.destinations.uuid, uuid), eq(t.destinations.isPublished, true)));
      return row ? Boolean(row.liked) : null;
    },

    /** The user's likes, newest first, each with its item: one statement. */
    async list(userId: number): Promise<Like[]> {
      const rows = await userItemRows(db, t.likes, userId, {});
      return rows.map(({ row, item }) => ({
        uuid: row.uuid,
        likeable_type: row.itemType,
        likeable_uuid: item.uuid,
        likeable: item,
        created_at: row.createdAt.toISOString(),
      }));
    },
  };
}

export type LikesRepository = ReturnType<typeof createLikesRepository>;
