import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { UserRating } from '#domain/api/personal.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';
import { itemCardFields, itemJoins, itemKeys, itemVisible, toItemCard, type ItemRef } from './item-cards.js';

const joins = itemJoins(t.ratings);

export interface RatingValues {
  rating: number;
  comment: string;
}

export function createRatingsRepository(db: DbOrTx) {
  const list = async (userId: number, only?: SQL): Promise<UserRating[]> => {
    const rows = await db
      .select({
        uuid: t.ratings.uuid,
        itemType: t.ratings.itemType,
        rating: t.ratings.rating,
        comment: t.ratings.comment,
        createdAt: t.ratings.createdAt,
        updatedAt: t.ratings.updatedAt,
        ...itemCardFields,
      })
      .from(t.ratings)
      .leftJoin(t.trips, joins.trip)
      .leftJoin(t.destinations, joins.destination)
      .leftJoin(t.locations, joins.location)
      // One row by uuid is found whatever its item; the list hides unpublished trips.
      .where(and(eq(t.ratings.userId, userId), only ?? itemVisible(t.ratings)))
      .orderBy(desc(t.ratings.createdAt), desc(t.ratings.id));
    return rows.flatMap((row) => {
      const rateable = toItemCard(row.itemType, row);
      if (!rateable) return [];
      return [
        {
          uuid: row.uuid,
          rateable_type: row.itemType,
          rateable_uuid: rateable.uuid,
          rating: row.rating,
          comment: row.comment,
          created_at: row.createdAt.toISOString(),
          updated_at: row.updatedAt.toISOString(),
          rateable,
        },
      ];
    });
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
    async update(userId: number, uuid: string, values: RatingValues): Promise<boolean> {
      const rows = await db
        .update(t.ratings)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(t.ratings.uuid, uuid), eq(t.ratings.userId, userId)))
        .returning({ id: t.ratings.id });
      return rows.length > 0;
    },

    async remove(userId: number, uuid: string): Promise<boolean> {
      const rows = await db
        .delete(t.ratings)
        .where(and(eq(t.ratings.uuid, uuid), eq(t.ratings.userId, userId)))
        .returning({ id: t.ratings.id });
      return rows.length > 0;
    },
  };
}

export type RatingsRepository = ReturnType<typeof createRatingsRepository>;
