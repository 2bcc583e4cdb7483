import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { LOCALES } from '#domain/i18n/locales.js';
import { REQUEST_STATUSES, REQUEST_TYPES } from '#domain/requests/request-status.js';
import { contact, createdAt, day, ids, instant, partOf, updatedAt, usd, version } from './columns.js';
import { users } from './people.js';
import { countries } from './reference.js';

/**
 * The requests desk: one row per thing a visitor sent (a trip booking, a destination inquiry, a contact
 * inquiry, or a whole cart), under one reference, with its workflow status. What was asked for lives in
 * `bookings` (one row per line) or `inquiries`; this row holds what the inbox sorts and filters on, as it
 * was when sent (the item's name and the price), so a later catalogue change never rewrites a request.
 */
export const requests = pgTable(
  'requests',
  {
    ...ids(),
    reference: text('reference').notNull().unique(),
    type: text('type', { enum: REQUEST_TYPES }).notNull(),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('new'),
    /** bumped by every staff change: a save made from an older version is refused (409) */
    version: version(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...contact(),
    countryId: integer('country_id').references(() => countries.id),
    itemName: text('item_name').notNull(),
    startDate: day('start_date'),
    endDate: day('end_date'),
    guests: integer('guests').notNull(),
    /** USD, the server's price when sent; null when the agency prices it by proposal */
    totalPrice: usd('total_price'),
    quotedPrice: usd('quoted_price'),
    /** the currency the tourist browsed in when they sent it: their e-mails, PDFs and pages show amounts in it */
    currency: text('currency').notNull().default('USD'),
    /** units of `currency` per 1 USD when it was sent: every amount shown in it is the USD amount at this rate */
    exchangeRate: numeric('exchange_rate', { precision: 18, scale: 6, mode: 'number' }).notNull().default(1),
    /** when that rate was the site's (null for USD) */
    rateAt: instant('rate_at'),
    /** the language the tourist sent it in: their e-mails and the confirmation PDF are written in it */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    receivedAt: instant('received_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
    /** when the agency first moved it on from `new` */
    answeredAt: instant('answered_at'),
    /** the agency's day it was confirmed (by a staff move or the tourist accepting a quote): the payment schedule counts from it */
    confirmedOn: day('confirmed_on'),
    /**
     * What the search box matches anywhere: the name, e-mail and phone, lower-cased once when written and
     * kept apart by U+0001 so no search spans two of them. One LIKE per row instead of four ILIKEs, and one
     * trigram index (desk-list-repository.ts).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(first_name || ' ' || last_name) || chr(1) || lower(email) || chr(1) || lower(phone)`,
      ),
  },
  // Every sort of the inbox ends with the id (ties), under each filter it is combined with, so a page is
  // an index range read; the search box reads a reference from its start (a pattern-ops range) and the rest
  // anywhere in `search_text` (a trigram index, pg_trgm), so a search reads the matches, not the table.
  (t) => [
    // The status and search text ride along so a search's capped count walks the newest requests in this
    // index alone (desk-list-repository.ts `countsByStatus`): a common name's first thousand matches were a
    // seq scan's 8,000 rows, each read up to its last column.
    index('requests_received_idx').on(t.receivedAt, t.id, t.status, t.searchText),
    index('requests_status_received_idx').on(t.status, t.receivedAt, t.id),
    index('requests_type_received_idx').on(t.type, t.receivedAt, t.id),
    // The status rides along so the tabs' counts under a travel-date filter read the index alone.
    index('requests_start_date_idx').on(t.startDate, t.id, t.status),
    index('requests_start_date_desc_idx').on(t.startDate.desc().nullsLast(), t.id.desc()),
    // A short travel window in received order, read index-only (desk-list-repository.ts `rowsOfTravelWindow`).
    index('requests_start_received_idx').on(t.startDate, t.receivedAt, t.id, t.status, t.type),
    index('requests_user_idx').on(t.userId),
    // A verified account takes the requests sent from its address without an account (verify-email.ts): only
    // those rows are indexed, by the address as the account stores it.
    index('requests_visitor_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.userId} is null`),
    index('requests_reference_prefix_idx').using('btree', sql`${t.reference} text_pattern_ops`),
    index('requests_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('requests_phone_digits_trgm_idx').using(
      'gin',
      sql`regexp_replace(${t.phone}, '[^0-9]', '', 'g') gin_trgm_ops`,
    ),
  ],
);

/**
 * How many requests there are of each type and status, kept by a trigger on `requests` (migration 0008):
 * the inbox's tabs and the overview read these few rows instead of counting the whole table.
 */
export const requestCounts = pgTable(
  'request_counts',
  {
    type: text('type', { enum: REQUEST_TYPES }).notNull(),
    status: text('status', { enum: REQUEST_STATUSES }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.type, t.status] })],
);

/**
 * Requests received per day on the agency's calendar (Africa/Dar_es_Salaam), kept by a trigger in the same
 * transaction as every insert, delete and change of `received_at` (migration 0015): the overview's weekly
 * chart reads 84 rows instead of counting the ~15,000 requests of twelve busy weeks.
 */
export const requestDailyCounts = pgTable('request_daily_counts', {
  day: day('day').primaryKey(),
  n: integer('n').notNull(),
});

/**
 * Keys of the tourist's private tracking links (`/requests/{reference}?key=…`): every e-mail about a
 * request carries a fresh random key, stored only as its SHA-256, each one valid for that request only.
 */
export const requestTrackingKeys = pgTable(
  'request_tracking_keys',
  {
    id: serial('id').primaryKey(),
    requestId: partOf('request_id', () => requests.id),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('request_tracking_keys_request_idx').on(t.requestId)],
);
