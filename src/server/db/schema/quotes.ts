import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS } from '#domain/payments/ledger.js';
import { QUOTE_LINE_KINDS } from '#domain/quotes/quote-money.js';
import { createdAt, day, ids, instant, partOf, usd } from './columns.js';
import { trips } from './catalogue.js';
import { requests } from './desk.js';
import { serviceClasses } from './reference.js';
import { staff } from './staff.js';

// Quotes and the payments ledger (docs/decisions/033-quotes-and-the-payments-ledger.md). In a file of their own:
// they hang off a request and name staff, as the timeline does.

export const STORED_QUOTE_STATUSES = ['sent', 'accepted', 'declined', 'superseded'] as const;

/**
 * A priced proposal for a request, numbered 1, 2, 3 … per request. A new one supersedes the open one; none is
 * ever rewritten. `expired` is read from `valid_until`, not stored.
 */
export const quotes = pgTable(
  'quotes',
  {
    ...ids(),
    requestId: partOf('request_id', () => requests.id),
    number: integer('number').notNull(),
    status: text('status', { enum: STORED_QUOTE_STATUSES }).notNull().default('sent'),
    /** the last day it can be accepted, on the agency's calendar */
    validUntil: day('valid_until').notNull(),
    /** USD, the sum of its lines */
    total: usd('total').notNull(),
    message: text('message'),
    includes: jsonb('includes')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    excludes: jsonb('excludes')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    staffId: integer('staff_id').references(() => staff.id),
    sentAt: instant('sent_at').notNull().defaultNow(),
    /** when the tourist accepted or declined it */
    decidedAt: instant('decided_at'),
    /** what the tourist asked to change when declining */
    declineReason: text('decline_reason'),
  },
  (t) => [uniqueIndex('quotes_request_number_idx').on(t.requestId, t.number)],
);

/** A quote's lines, in order: unit price × quantity = amount (USD). */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: serial('id').primaryKey(),
    quoteId: partOf('quote_id', () => quotes.id),
    position: integer('position').notNull(),
    kind: text('kind', { enum: QUOTE_LINE_KINDS }).notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: usd('unit_price').notNull(),
    amount: usd('amount').notNull(),
    /** a trip line priced from the catalogue: which trip, from when, in which class */
    tripId: integer('trip_id').references(() => trips.id),
    startDate: day('start_date'),
    serviceClassId: integer('service_class_id').references(() => serviceClasses.id),
  },
  (t) => [index('quote_lines_quote_idx').on(t.quoteId, t.position)],
);

/** A quote's itinerary, day by day: taken from the trip, edited by the agent. */
export const quoteDays = pgTable(
  'quote_days',
  {
    id: serial('id').primaryKey(),
    quoteId: partOf('quote_id', () => quotes.id),
    dayNumber: integer('day_number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [index('quote_days_quote_idx').on(t.quoteId, t.dayNumber)],
);

/**
 * Money received for a request or given back: only ever added to. A mistake is voided by an owner with a reason,
 * never edited or deleted. The same method and reference twice on a request is a double entry.
 */
export const payments = pgTable(
  'payments',
  {
    ...ids(),
    requestId: partOf('request_id', () => requests.id),
    kind: text('kind', { enum: ['payment', 'refund'] }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    /** as received, in `currency` */
    amount: usd('amount').notNull(),
    currency: text('currency').notNull(),
    /** what it was worth in USD: the ledger counts this */
    amountUsd: usd('amount_usd').notNull(),
    /** the bank's or the mobile-money transaction's reference */
    reference: text('reference').notNull(),
    receivedOn: day('received_on').notNull(),
    /** 1, 2, 3 … per request: the receipt's number */
    number: integer('number').notNull(),
    staffId: integer('staff_id').references(() => staff.id),
    createdAt: createdAt(),
    voidedAt: instant('voided_at'),
    voidedBy: integer('voided_by').references(() => staff.id),
    voidReason: text('void_reason'),
  },
  (t) => [
    // A voided mistake can be entered again rightly; 'FT26 0412' and 'ft26 0412' are one reference.
    uniqueIndex('payments_double_entry_idx')
      .on(t.requestId, t.method, sql`lower(${t.reference})`)
      .where(sql`${t.voidedAt} is null`),
    uniqueIndex('payments_request_number_idx').on(t.requestId, t.number),
    index('payments_received_idx').on(t.receivedOn),
  ],
);
