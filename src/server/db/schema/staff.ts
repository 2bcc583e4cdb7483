import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, ids, instant, partOf, updatedAt } from './columns.js';

/** The agency's people (the back office): not tourists, with their own sign-in and tokens. */
export const staff = pgTable('staff', {
  ...ids(),
  /** stored lower-cased; unique */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: text('role', { enum: ['owner', 'agent'] }).notNull(),
  /** argon2id; null until the set-password link is used */
  passwordHash: text('password_hash'),
  active: boolean('active').notNull().default(true),
  /** failed sign-ins in a row; the account locks for 15 minutes at 10 */
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: instant('locked_until'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Staff bearer tokens: only a SHA-256 hash is stored; a token ends after 12 hours without use. */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: serial('id').primaryKey(),
    staffId: partOf('staff_id', () => staff.id),
    tokenHash: text('token_hash').notNull().unique(),
    lastUsedAt: instant('last_used_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('staff_tokens_staff_idx').on(t.staffId)],
);

/** One-time links to set a staff password (valid 24 hours); only their hash is stored. */
export const staffPasswordLinks = pgTable('staff_password_links', {
  id: serial('id').primaryKey(),
  staffId: partOf('staff_id', () => staff.id),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
  createdAt: createdAt(),
});

/** Append-only: every staff write, who made it (null: the command line), and the row before and after. */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: serial('id').primaryKey(),
    at: instant('at').notNull().defaultNow(),
    staffId: integer('staff_id').references(() => staff.id),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('staff_audit_at_idx').on(t.at)],
);
