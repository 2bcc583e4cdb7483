import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Ten failed sign-ins in a row lock an account (a tourist's or a staff member's) for 15 minutes. */
export const SIGN_IN_MAX_FAILURES = 10;
export const SIGN_IN_LOCK_MS = 15 * 60 * 1000;

interface LockColumns {
  failedAttempts: PgColumn;
  lockedUntil: PgColumn;
}

/**
 * The `set` of one more failure in a row, in one statement (two wrong passwords racing both count): the tenth
 * locks the account until `now` + 15 minutes and starts the count again.
 */
export function oneMoreFailure(columns: LockColumns, now: Date) {
  const lockUntil = new Date(now.getTime() + SIGN_IN_LOCK_MS).toISOString();
  const reachesMax = sql`${columns.failedAttempts} + 1 >= ${SIGN_IN_MAX_FAILURES}`;
  return {
    failedAttempts: sql`case when ${reachesMax} then 0 else ${columns.failedAttempts} + 1 end`,
    lockedUntil: sql`case when ${reachesMax} then ${lockUntil}::timestamptz else ${columns.lockedUntil} end`,
  };
}

/** Whether the account is locked at `now`. */
export const isLocked = (lockedUntil: Date | null | undefined, now: Date): boolean =>
  !!lockedUntil && lockedUntil > now;
