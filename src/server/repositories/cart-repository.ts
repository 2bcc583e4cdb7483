import { eq, type SQL } from 'drizzle-orm';
import type { CartItem } from '#domain/api/personal.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';
import { ownedRows } from './owned-rows.js';
import { itemKeys, userItemRows, type ItemRef } from './item-cards.js';

const cartFields = {
  quantity: t.cartItems.quantity,
  startDate: t.cartItems.startDate,
  endDate: t.cartItems.endDate,
};

export interface CartValues {
  quantity: number;
  startDate: string | null;
  endDate: string | null;
}

export function createCartRepository(db: DbOrTx) {
  const owned = ownedRows(db, t.cartItems);
  const list = async (userId: number, only?: SQL): Promise<CartItem[]> => {
    const rows = await userItemRows(db, t.cartItems, userId, cartFields, only);
    return rows.map(({ row, item }) => ({
      uuid: row.uuid,
      cartable_type: row.itemType,
      cartable_uuid: item.uuid,
      cartable: item,
      quantity: row.quantity,
      start_date: row.startDate,
      end_date: row.endDate,
      created_at: row.createdAt.toISOString(),
    }));
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
        .where(owned.own(userId, uuid));
      return row ?? null;
    },

    /** false when the uuid is not one of the user's rows (nothing changes). */
    update: (userId: number, uuid: string, values: CartValues) => owned.update(userId, uuid, values),
    remove: owned.remove,

    /** Empties the user's cart; answers how many rows went. */
    async clear(userId: number): Promise<number> {
      const rows = await db.delete(t.cartItems).where(eq(t.cartItems.userId, userId)).returning({ id: t.cartItems.id });
      return rows.length;
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
