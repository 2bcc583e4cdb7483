import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, ids, instant, linkTo, partOf, updatedAt } from './columns.js';
import { countries, genders } from './reference.js';

export const users = pgTable('users', {
  ...ids(),
  name: text('name').notNull(),
  /** stored lower-cased; unique */
  email: text('email').notNull().unique(),
  phone: text('phone').notNull(),
  address: text('address').notNull(),
  countryId: linkTo('country_id', () => countries.id),
  genderId: linkTo('gender_id', () => genders.id),
  /** argon2id */
  passwordHash: text('password_hash').notNull(),
  /** a path under DATA_DIR, never under anything served */
  passportImagePath: text('passport_image_path'),
  touristNumber: text('tourist_number').notNull().unique(),
  /** failed sign-ins in a row; the account locks for 15 minutes at 10, as a staff account does */
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: instant('locked_until'),
  /**
   * When the holder opened the link mailed at registration: from then on the address is known to be theirs, and
   * the requests sent from it without an account belong to the account.
   */
  emailVerifiedAt: instant('email_verified_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

const expiring = () => ({
  expiresAt: instant('expires_at').notNull(),
  createdAt: createdAt(),
});

/** Bearer tokens: only a SHA-256 hash of the token is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: partOf('user_id', () => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    revokedAt: instant('revoked_at'),
    ...expiring(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serial('id').primaryKey(),
  userId: partOf('user_id', () => users.id),
  tokenHash: text('token_hash').notNull().unique(),
  usedAt: instant('used_at'),
  ...expiring(),
});

/** The one-time links that confirm an account's e-mail address; only a SHA-256 hash of each is stored. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: serial('id').primaryKey(),
    userId: partOf('user_id', () => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    usedAt: instant('used_at'),
    ...expiring(),
  },
  (t) => [index('email_verification_tokens_user_idx').on(t.userId)],
);

export const testimonials = pgTable(
  'testimonials',
  {
    ...ids(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    countryId: integer('country_id').references(() => countries.id),
    rating: integer('rating').notNull().default(5),
    comments: text('comments').notNull(),
    /** submitted testimonials wait for the agency's approval before they are featured */
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    /** when the agency approved or rejected it */
    moderatedAt: instant('moderated_at'),
    createdAt: createdAt(),
  },
  (t) => [index('testimonials_status_idx').on(t.status, t.createdAt)],
);
