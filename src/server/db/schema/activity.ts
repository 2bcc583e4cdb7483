import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, day, ids, instant, partOf, updatedAt } from './columns.js';
import { destinations, trips } from './catalogue.js';
import { users } from './people.js';
import { serviceClasses } from './reference.js';

export const ITEM_TYPES = ['trip', 'destination'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/**
 * Likes, ratings and cart rows point at a trip or a destination. Two nullable foreign keys with a
 * check (exactly the one named by item_type) keep referential integrity that a bare uuid would lose.
 */
function itemColumns() {
  return {
    itemType: text('item_type', { enum: ITEM_TYPES }).notNull(),
    tripId: integer('trip_id').references(() => trips.id, { onDelete: 'cascade' }),
    destinationId: integer('destination_id').references(() => destinations.id, { onDelete: 'cascade' }),
  };
}

const oneItem = (table: string) =>
  check(
    `${table}_one_item`,
    sql.raw(
      `(item_type = 'trip' and trip_id is not null and destination_id is null) or (item_type = 'destination' and destination_id is not null and trip_id is null)`,
    ),
  );

const userId = () => partOf('user_id', () => users.id);

export const likes = pgTable('likes', { ...ids(), userId: userId(), ...itemColumns(), createdAt: createdAt() }, (t) => [
  oneItem('likes'),
  uniqueIndex('likes_user_trip').on(t.userId, t.tripId),
  uniqueIndex('likes_user_destination').on(t.userId, t.destinationId),
]);

export const ratings = pgTable(
  'ratings',
  {
    ...ids(),
    userId: userId(),
    ...itemColumns(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    /** hidden by the agency: not shown and not counted in the averages */
    hiddenAt: instant('hidden_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneItem('ratings'),
    check('ratings_range', sql`${t.rating} between 1 and 5`),
    uniqueIndex('ratings_user_trip').on(t.userId, t.tripId),
    uniqueIndex('ratings_user_destination').on(t.userId, t.destinationId),
    index('ratings_trip_idx').on(t.tripId),
    index('ratings_destination_idx').on(t.destinationId),
    // A card's average and count read the visible ratings from the index alone (catalogue-ratings.ts).
    index('ratings_trip_visible_idx')
      .on(t.tripId, t.rating)
      .where(sql`${t.hiddenAt} is null`),
    index('ratings_destination_visible_idx')
      .on(t.destinationId, t.rating)
      .where(sql`${t.hiddenAt} is null`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    ...ids(),
    userId: userId(),
    ...itemColumns(),
    /** the guests of the line */
    quantity: integer('quantity').notNull().default(1),
    startDate: day('start_date'),
    endDate: day('end_date'),
    /** the class a trip line is priced in; null prices it in Economy, as a booking would */
    serviceClassId: integer('service_class_id').references(() => serviceClasses.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneItem('cart_items'),
    check('cart_items_quantity', sql`${t.quantity} >= 1`),
    uniqueIndex('cart_user_trip').on(t.userId, t.tripId),
    uniqueIndex('cart_user_destination').on(t.userId, t.destinationId),
  ],
);
