import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, ids, updatedAt } from './columns.js';
import { destinations, trips } from './catalogue.js';
import { requests } from './desk.js';
import { users } from './people.js';
import { countries, genders, locations, serviceClasses, tripTypes } from './reference.js';

export const inquiries = pgTable(
  'inquiries',
  {
    ...ids(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    tripTypeId: integer('trip_type_id')
      .notNull()
      .references(() => tripTypes.id),
    serviceClassId: integer('service_class_id').references(() => serviceClasses.id),
    guests: integer('guests').notNull(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    budget: text('budget'),
    message: text('message').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    sourcePage: text('source_page'),
    /** the desk's row for this inquiry (reference, status, timeline) */
    requestId: integer('request_id').references(() => requests.id),
    createdAt: createdAt(),
  },
  (t) => [index('inquiries_request_idx').on(t.requestId)],
);

export const inquiryDestinations = pgTable(
  'inquiry_destinations',
  {
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    destinationId: integer('destination_id')
      .notNull()
      .references(() => destinations.id),
  },
  (t) => [primaryKey({ columns: [t.inquiryId, t.destinationId] })],
);

export const inquiryLocations = pgTable(
  'inquiry_locations',
  {
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
  },
  (t) => [primaryKey({ columns: [t.inquiryId, t.locationId] })],
);

/**
 * Trip bookings and destination inquiries; prices are computed by the server only. A whole cart
 * sent at once is one request: its lines share one reference, numbered by `request_line` from 1.
 */
export const bookings = pgTable(
  'bookings',
  {
    ...ids(),
    reference: text('reference').notNull(),
    /** the desk's row for the request this line belongs to (status, timeline) */
    requestId: integer('request_id').references(() => requests.id),
    requestLine: integer('request_line').notNull().default(1),
    itemType: text('item_type', { enum: ['trip', 'destination'] }).notNull(),
    tripId: integer('trip_id').references(() => trips.id),
    destinationId: integer('destination_id').references(() => destinations.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    serviceClassId: integer('service_class_id').references(() => serviceClasses.id),
    genderId: integer('gender_id')
      .notNull()
      .references(() => genders.id),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    guestCount: integer('guest_count').notNull(),
    startDate: date('start_date', { mode: 'string' }),
    /** the last day asked for, when the tourist gave one (a cart line's end date) */
    endDate: date('end_date', { mode: 'string' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    note: text('note'),
    season: text('season', { enum: ['Low', 'High'] }),
    tier: integer('tier'),
    totalPrice: numeric('total_price', { precision: 12, scale: 2, mode: 'number' }),
    currency: text('currency').notNull().default('USD'),
    /** hash of the request body: the same request within seconds is one booking (double click) */
    fingerprint: text('fingerprint').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bookings_reference_line').on(t.reference, t.requestLine),
    index('bookings_user_idx').on(t.userId),
    index('bookings_request_idx').on(t.requestId),
    index('bookings_fingerprint_idx').on(t.fingerprint, t.createdAt),
  ],
);

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  sourcePage: text('source_page'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  lastSubscribedAt: timestamp('last_subscribed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** set by the one-click unsubscribe link; subscribing again clears it */
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, mode: 'date' }),
  /**
   * The secret of the subscriber's unsubscribe link. Kept as is (not hashed) because every newsletter
   * mail must carry it again; all it can do is unsubscribe this address.
   */
  unsubscribeToken: text('unsubscribe_token')
    .notNull()
    .unique()
    .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
});
