import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, ids, updatedAt } from './columns.js';
import { countries, genders } from './reference.js';

export const users = pgTable('users', {
  ...ids(),
  name: text('name').notNull(),
  /** stored lower-cased; unique */
  email: text('email').notNull().unique(),
  phone: text('phone').notNull(),
  address: text('address').notNull(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
  genderId: integer('gender_id')
    .notNull()
    .references(() => genders.id),
  /** argon2id */
  passwordHash: text('password_hash').notNull(),
  /** a path under DATA_DIR, never under anything served */
  passportImagePath: text('passport_image_path'),
  touristNumber: text('tourist_number').notNull().unique(),
  /** failed sign-ins in a row; the account locks for 15 minutes at 10, as a staff account does */
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

const expiring = () => ({
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  createdAt: createdAt(),
});

/** Bearer tokens: only a SHA-256 hash of the token is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    ...expiring(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  ...expiring(),
});

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
    moderatedAt: timestamp('moderated_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('testimonials_status_idx').on(t.status, t.createdAt)],
);
