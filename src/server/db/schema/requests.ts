import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { contact, createdAt, day, ids, instant, linkTo, partOf, updatedAt, usd } from './columns.js';
import { destinations, trips } from './catalogue.js';
import { requests } from './desk.js';
import { users } from './people.js';
import { countries, genders, locations, serviceClasses, tripTypes } from './reference.js';

export const inquiries = pgTable(
  'inquiries',
  {
    ...ids(),
    ...contact(),
    countryId: linkTo('country_id', () => countries.id),
    tripTypeId: linkTo('trip_type_id', () => tripTypes.id),
    serviceClassId: integer('service_class_id').references(() => serviceClasses.id),
    guests: integer('guests').notNull(),
    startDate: day('start_date'),
    endDate: day('end_date'),
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
    inquiryId: partOf('inquiry_id', () => inquiries.id),
    destinationId: linkTo('destination_id', () => destinations.id),
  },
  (t) => [primaryKey({ columns: [t.inquiryId, t.destinationId] })],
);

export const inquiryLocations = pgTable(
  'inquiry_locations',
  {
    inquiryId: partOf('inquiry_id', () => inquiries.id),
    locationId: linkTo('location_id', () => locations.id),
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
    genderId: linkTo('gender_id', () => genders.id),
    countryId: linkTo('country_id', () => countries.id),
    guestCount: integer('guest_count').notNull(),
    startDate: day('start_date'),
    /** the last day asked for, when the tourist gave one (a cart line's end date) */
    endDate: day('end_date'),
    ...contact(),
    note: text('note'),
    season: text('season', { enum: ['Low', 'High'] }),
    tier: integer('tier'),
    totalPrice: usd('total_price'),
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
  lastSubscribedAt: instant('last_subscribed_at').notNull().defaultNow(),
  /** set by the one-click unsubscribe link; subscribing again clears it */
  unsubscribedAt: instant('unsubscribed_at'),
  /**
   * The secret of the subscriber's unsubscribe link. Kept as is (not hashed) because every newsletter
   * mail must carry it again; all it can do is unsubscribe this address.
   */
  unsubscribeToken: text('unsubscribe_token')
    .notNull()
    .unique()
    .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
});
