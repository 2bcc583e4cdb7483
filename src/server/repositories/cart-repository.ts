import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CartItem, ItemType } from '#domain/api/personal.js';
import type { BudgetRow } from '#domain/pricing/booking-total.js';
import { cartLinePrice } from '#domain/pricing/cart-line.js';
import { tripDurationDays } from '#domain/trips/duration.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';
import { ownedRows } from './owned-rows.js';
import { itemKeys, userItemRows, type ItemRef } from './item-cards.js';

const cartFields = {
  quantity: t.cartItems.quantity,
  startDate: t.cartItems.startDate,
  endDate: t.cartItems.endDate,
  classId: t.cartItems.serviceClassId,
  tripId: t.cartItems.tripId,
  destinationId: t.cartItems.destinationId,
  // Plain identifiers inside: only the outer query's columns are interpolated.
  className: sql<string | null>`(select sc.name from service_classes sc where sc.id = ${t.cartItems.serviceClassId})`,
  tripLastDay: sql<
    number | null
  >`(select max(tp.day_number) from trip_points tp where tp.trip_id = ${t.cartItems.tripId})`.mapWith(Number),
  // The trip's budget table, so each line is priced in the same statement (no query per row).
  tripBudgets: sql<
    BudgetRow[] | string | null
  >`(select json_agg(json_build_object('season', s.name, 'serviceClass', sc.name, 'quantity', b.quantity, 'price', b.price)) from budgets b inner join seasons s on s.id = b.season_id inner join service_classes sc on sc.id = b.service_class_id where b.trip_id = ${t.cartItems.tripId})`,
  tripFromDate: t.trips.fromDate,
  tripToDate: t.trips.toDate,
};

export interface CartValues {
  quantity: number;
  startDate: string | null;
  endDate: string | null;
  classId: number | null;
}

/** A cart line as a request is made of it: the view the tourist saw, and the rows it points at. */
export interface CartRequestLine {
  view: CartItem;
  tripId: number | null;
  destinationId: number | null;
}

export function createCartRepository(db: DbOrTx) {
  const owned = ownedRows(db, t.cartItems);
  /** The rows with their items and each trip line priced like a booking: one statement, whatever the length. */
  const lines = async (userId: number, only?: SQL): Promise<CartRequestLine[]> => {
    const rows = await userItemRows(db, t.cartItems, userId, cartFields, only);
    return rows.map(({ row, item }) => {
      const days =
        item.type === 'trip'
          ? tripDurationDays({
              name: item.name,
              from_date: row.tripFromDate,
              to_date: row.tripToDate,
              trip_points: row.tripLastDay ? [{ day_number: row.tripLastDay }] : [],
            }) || null
          : null;
      const price = cartLinePrice({
        type: item.type,
        startDate: row.startDate,
        guests: row.quantity,
        serviceClass: row.className,
        basePrice: item.base_price,
        budgets: budgetRows(row.tripBudgets),
      });
      const view: CartItem = {
        uuid: row.uuid,
        cartable_type: row.itemType,
        cartable_uuid: item.uuid,
        cartable: item,
        quantity: row.quantity,
        start_date: row.startDate,
        end_date: row.endDate,
        class_id: row.classId,
        days,
        price: price && {
          season: price.season,
          tier: price.tier,
          service_class: price.serviceClass,
          price_per_person: price.pricePerPerson,
          total: price.total,
          from_budget: price.fromBudget,
          estimate: price.estimate,
        },
        created_at: row.createdAt.toISOString(),
      };
      return { view, tripId: row.tripId, destinationId: row.destinationId };
    });
  };
  const list = async (userId: number, only?: SQL) => (await lines(userId, only)).map((line) => line.view);

  return {
    /** The user's cart, newest first, each row with its item and its price. */
    list: (userId: number) => list(userId),

    /** The user's cart as a request is made of it: what they see, and the rows behind it. */
    requestLines: (userId: number) => lines(userId),

    /** One of the user's own rows; null for an unknown uuid or another user's row. */
    async find(userId: number, uuid: string): Promise<CartItem | null> {
      const [item] = await list(userId, eq(t.cartItems.uuid, uuid));
      return item ?? null;
    },

    /** The new row's uuid; null when the item is already in the user's cart (the unique index decides). */
    async add(userId: number, item: ItemRef, values: CartValues): Promise<string | null> {
      const [row] = await db
        .insert(t.cartItems)
        .values({ userId, ...itemKeys(item), ...cartColumns(values) })
        .onConflictDoNothing()
        .returning({ uuid: t.cartItems.uuid });
      return row?.uuid ?? null;
    },

    /** Just the stored values of one own row, for checking a partial update against them. */
    async values(userId: number, uuid: string): Promise<CartValues | null> {
      const [row] = await db
        .select({
          quantity: t.cartItems.quantity,
          startDate: t.cartItems.startDate,
          endDate: t.cartItems.endDate,
          classId: t.cartItems.serviceClassId,
        })
        .from(t.cartItems)
        .where(owned.own(userId, uuid));
      return row ?? null;
    },

    /** false when the uuid is not one of the user's rows (nothing changes). */
    update: (userId: number, uuid: string, values: CartValues) => owned.update(userId, uuid, cartColumns(values)),
    remove: owned.remove,

    /** Takes an item out of the user's cart, if it is there: a booked line leaves the cart. */
    async removeItem(userId: number, type: ItemType, itemId: number): Promise<void> {
      const column = type === 'trip' ? t.cartItems.tripId : t.cartItems.destinationId;
      await db.delete(t.cartItems).where(and(eq(t.cartItems.userId, userId), eq(column, itemId)));
    },

    /** Takes the given rows out of the user's cart (the lines of a request just sent). */
    async removeRows(userId: number, uuids: readonly string[]): Promise<void> {
      if (uuids.length === 0) return;
      await db.delete(t.cartItems).where(and(eq(t.cartItems.userId, userId), inArray(t.cartItems.uuid, [...uuids])));
    },

    /** Empties the user's cart; answers how many rows went. */
    async clear(userId: number): Promise<number> {
      const rows = await db.delete(t.cartItems).where(eq(t.cartItems.userId, userId)).returning({ id: t.cartItems.id });
      return rows.length;
    },
  };
}

function budgetRows(value: BudgetRow[] | string | null): BudgetRow[] {
  // node-postgres parses json; keep working if a driver hands back the text. Prices are numeric.
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as BudgetRow[]).map((row) => ({ ...row, price: Number(row.price) })) : [];
}

function cartColumns({ classId, ...values }: CartValues) {
  return { ...values, serviceClassId: classId };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
