import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CartItem } from '#domain/api/personal.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';
import { itemCardFields, itemJoins, itemKeys, itemVisible, toItemCard, type ItemRef } from './item-cards.js';

const joins = itemJoins(t.cartItems);

export interface CartValues {
  quantity: number;
  startDate: string | null;
  endDate: string | null;
}

export function createCartRepository(db: DbOrTx) {
  const list = async (userId: number, only?: SQL): Promise<CartItem[]> => {
    const rows = await db
      .select({
        uuid: t.cartItems.uuid,
        itemType: t.cartItems.itemType,
        quantity: t.cartItems.quantity,
        startDate: t.cartItems.startDate,
        endDate: t.cartItems.endDate,
        createdAt: t.cartItems.createdAt,
        ...itemCardFields,
      })
      .from(t.cartItems)
      .leftJoin(t.trips, joins.trip)
      .leftJoin(t.destinations, joins.destination)
      .leftJoin(t.locations, joins.location)
      // One row by uuid is found whatever its item; the list hides unpublished trips.
      .where(and(eq(t.cartItems.userId, userId), only ?? itemVisible(t.cartItems)))
      .orderBy(desc(t.cartItems.createdAt), desc(t.cartItems.id));
    return rows.flatMap((row) => {
      const cartable = toItemCard(row.itemType, row);
      if (!cartable) return [];
      return [
        {
          uuid: row.uuid,
          cartable_type: row.itemType,
          cartable_uuid: cartable.uuid,
          cartable,
          quantity: row.quantity,
          start_date: row.startDate,
          end_date: row.endDate,
          created_at: row.createdAt.toISOString(),
        },
      ];
    });
  };

  return {
    /** The user's cart, newest first, each row with its item: one statement. */
    list: (userId: number) => list(userId),

    /** One of the user's own rows; null for an unknown uuid or another user's row. */
    async find(userId: number, uuid: string): Promise<CartItem | null> {
      const [item] = await list(userId, eq(t.cartItems.uuid, uuid));
      return item ?? null;
    },

    /** The new row's uuid; null when the item is already in the user's cart (the unique index decides). */
    async add(userId: number, item: ItemRef, values: CartValues): Promise<string | null> {
      const [row] = await db
        .insert(t.cartItems)
        .values({ userId, ...itemKeys(item), ...values })
        .onConflictDoNothing()
        .returning({ uuid: t.cartItems.uuid });
      return row?.uuid ?? null;
    },

    /** Just the stored values of one own row, for checking a partial update against them. */
    async values(userId: number, uuid: string): Promise<CartValues | null> {
      const [row] = await db
        .select({ quantity: t.cartItems.quantity, startDate: t.cartItems.startDate, endDate: t.cartItems.endDate })
        .from(t.cartItems)
        .where(and(eq(t.cartItems.uuid, uuid), eq(t.cartItems.userId, userId)));
      return row ?? null;
    },

    async update(userId: number, uuid: string, values: CartValues): Promise<boolean> {
      const rows = await db
        .update(t.cartItems)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(t.cartItems.uuid, uuid), eq(t.cartItems.userId, userId)))
        .returning({ id: t.cartItems.id });
      return rows.length > 0;
    },

    async remove(userId: number, uuid: string): Promise<boolean> {
      const rows = await db
        .delete(t.cartItems)
        .where(and(eq(t.cartItems.uuid, uuid), eq(t.cartItems.userId, userId)))
        .returning({ id: t.cartItems.id });
      return rows.length > 0;
    },

    /** Empties the user's cart; answers how many rows went. */
    async clear(userId: number): Promise<number> {
      const rows = await db.delete(t.cartItems).where(eq(t.cartItems.userId, userId)).returning({ id: t.cartItems.id });
      return rows.length;
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
