import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';

/** A confirmation link is valid for 7 days: a registration's mail may wait in an inbox over a weekend. */
export const VERIFY_TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export type VerifyTokenProblem = 'unknown' | 'used' | 'expired';

export interface VerificationAccount {
  id: number;
  name: string;
  /** stored lower-cased */
  email: string;
  verified: boolean;
}

export function createEmailVerificationsRepository(db: DbOrTx) {
  return {
    async account(userId: number): Promise<VerificationAccount | null> {
      const [row] = await db
        .select({ id: t.users.id, name: t.users.name, email: t.users.email, verifiedAt: t.users.emailVerifiedAt })
        .from(t.users)
        .where(eq(t.users.id, userId));
      return row ? { id: row.id, name: row.name, email: row.email, verified: row.verifiedAt !== null } : null;
    },

    async storeToken(userId: number, tokenHash: string, now = new Date()): Promise<void> {
      await db
        .insert(t.emailVerificationTokens)
        .values({ userId, tokenHash, expiresAt: new Date(now.getTime() + VERIFY_TOKEN_LIFETIME_MS) });
    },

    /**
     * Marks a live token used and answers its user, in one statement: of two requests racing with the same link,
     * only one gets the user. Otherwise says why the token cannot be used.
     */
    async consume(tokenHash: string, now = new Date()): Promise<{ userId: number } | { problem: VerifyTokenProblem }> {
      const [used] = await db
        .update(t.emailVerificationTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(t.emailVerificationTokens.tokenHash, tokenHash),
            isNull(t.emailVerificationTokens.usedAt),
            gt(t.emailVerificationTokens.expiresAt, now),
          ),
        )
        .returning({ userId: t.emailVerificationTokens.userId });
      if (used) return { userId: used.userId };
      const [row] = await db
        .select({ usedAt: t.emailVerificationTokens.usedAt })
        .from(t.emailVerificationTokens)
        .where(eq(t.emailVerificationTokens.tokenHash, tokenHash));
      if (!row) return { problem: 'unknown' };
      return { problem: row.usedAt ? 'used' : 'expired' };
    },

    /** The address is the holder's: noted once, and every other link of the account stops working. */
    async markVerified(userId: number, now = new Date()): Promise<void> {
      await db
        .update(t.users)
        .set({ emailVerifiedAt: now, updatedAt: now })
        .where(and(eq(t.users.id, userId), isNull(t.users.emailVerifiedAt)));
      await db
        .update(t.emailVerificationTokens)
        .set({ usedAt: now })
        .where(and(eq(t.emailVerificationTokens.userId, userId), isNull(t.emailVerificationTokens.usedAt)));
    },

    /**
     * The requests sent from `email` (any letter case) by nobody signed in become the account's, with their lines
     * (bookings) or inquiry, so its dashboard and tracking pages show them. Requests of another account are never
     * moved. Answers how many requests joined.
     */
    async attachVisitorRequests(userId: number, email: string): Promise<number> {
      const joined = await db
        .update(t.requests)
        .set({ userId })
        .where(and(isNull(t.requests.userId), sql`lower(${t.requests.email}) = ${email.toLowerCase()}`))
        .returning({ id: t.requests.id });
      const ids = joined.map((row) => row.id);
      if (ids.length === 0) return 0;
      await db
        .update(t.bookings)
        .set({ userId })
        .where(and(inArray(t.bookings.requestId, ids), isNull(t.bookings.userId)));
      await db
        .update(t.inquiries)
        .set({ userId })
        .where(and(inArray(t.inquiries.requestId, ids), isNull(t.inquiries.userId)));
      return ids.length;
    },
  };
}
