import { eq, sql, type SQL } from 'drizzle-orm';
import type { UserRating } from '#domain/api/personal.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';
import { ownedRows } from './owned-rows.js';
import { itemKeys, userItemRows, type ItemRef } from './item-cards.js';

const ratingFields = { rating: t.ratings.rating, comment: t.ratings.comment, updatedAt: t.ratings.updatedAt };

export interface RatingValues {
  rating: number;
  comment: string;
}

export function createRatingsRepository(db: DbOrTx) {
  const owned = ownedRows(db, t.ratings);
  const list = async (userId: number, only?: SQL): Promise<UserRating[]> => {
    const rows = await userItemRows(db, t.ratings, userId, ratingFields, only);
    return rows.map(({ row, item }) => ({
      uuid: row.uuid,
      rateable_type: row.itemType,
      rateable_uuid: item.uuid,
      rating: row.rating,
      comment: row.comment,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      rateable: item,
    }));
  };

  return {
    /** The user's ratings, newest first, each with its item: one statement. */
    list: (userId: number) => list(userId),

    /** One of the user's own ratings; null for an unknown uuid or another user's rating. */
    async find(userId: number, uuid: string): Promise<UserRating | null> {
      const [rating] = await list(userId, eq(t.ratings.uuid, uuid));
      return rating ?? null;
    },

    /**
     * One rating per user and item: the first submit creates it, the next ones update it. The
     * unique index decides (one statement), so two submits racing cannot make two rows.
     */
    async upsert(userId: number, item: ItemRef, values: RatingValues): Promise<{ uuid: string; created: boolean }> {
      const target =
        item.type === 'trip' ? [t.ratings.userId, t.ratings.tripId] : [t.ratings.userId, t.ratings.destinationId];
      const [row] = await db
        .insert(t.ratings)
        .values({ userId, ...itemKeys(item), ...values })
        .onConflictDoUpdate({ target, set: { ...values, updatedAt: sql`now()` } })
        // A new row has both timestamps from the same now(); an updated one kept its older created_at.
        .returning({ uuid: t.ratings.uuid, created: sql<boolean>`${t.ratings.createdAt} = ${t.ratings.updatedAt}` });
      if (!row) throw new Error('the rating was neither inserted nor updated');
      return { uuid: row.uuid, created: Boolean(row.created) };
    },

    /** false when the uuid is not one of the user's ratings (nothing changes). */
    update: (userId: number, uuid: string, values: RatingValues) => owned.update(userId, uuid, values),
    remove: owned.remove,
  };
}

export type RatingsRepository = ReturnType<typeof createRatingsRepository>;
