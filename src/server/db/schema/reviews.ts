import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { LOCALES } from '#domain/i18n/locales.js';
import { REVIEW_STATUSES, TRAVELLED_AS } from '#domain/schemas/review.js';
import { createdAt, ids, instant, linkTo, partOf } from './columns.js';
import { trips } from './catalogue.js';
import { requests } from './desk.js';
import { countries } from './reference.js';
import { staff } from './staff.js';

// Verified reviews: only a traveller whose trip took place is invited, by a one-time link (docs/behaviour/reviews.md).

/**
 * One invitation per completed request: the link's token is kept as its hash only (like a password-reset
 * link), with the trip and the month travelled as they were when the trip ended.
 */
export const reviewInvitations = pgTable('review_invitations', {
  id: serial('id').primaryKey(),
  requestId: partOf('request_id', () => requests.id).unique(),
  tripId: linkTo('trip_id', () => trips.id),
  /** the month of travel, `YYYY-MM` */
  travelledOn: text('travelled_on').notNull(),
  /** the request's language: the form and the review are in it */
  locale: text('locale', { enum: LOCALES }).notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  /** set by the one submission the link allows */
  usedAt: instant('used_at'),
});

/** What a traveller wrote; shown on the storefront once the agency approves it, with the agency's answer. */
export const reviews = pgTable(
  'reviews',
  {
    ...ids(),
    invitationId: integer('invitation_id')
      .notNull()
      .unique()
      .references(() => reviewInvitations.id, { onDelete: 'cascade' }),
    tripId: linkTo('trip_id', () => trips.id),
    countryId: integer('country_id').references(() => countries.id),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    travellerName: text('traveller_name').notNull(),
    travelledAs: text('travelled_as', { enum: TRAVELLED_AS }),
    travelledOn: text('travelled_on').notNull(),
    locale: text('locale', { enum: LOCALES }).notNull(),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    reply: text('reply'),
    repliedAt: instant('replied_at'),
    repliedBy: integer('replied_by').references(() => staff.id),
    moderatedAt: instant('moderated_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // A trip's page reads its approved reviews newest first, and /reviews every trip's.
    index('reviews_trip_approved_idx')
      .on(t.tripId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'approved'`),
    index('reviews_approved_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'approved'`),
    index('reviews_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
  ],
);
