import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';

/** A reset link is valid for 1 hour (docs/api/README.md 'E-mail side effects'). */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export type ResetTokenProblem = 'unknown' | 'used' | 'expired';

export function createPasswordResetsRepository(db: DbOrTx) {
  return {
    async accountByEmail(email: string): Promise<{ id: number; name: string; email: string } | null> {
      const [row] = await db
        .select({ id: t.users.id, name: t.users.name, email: t.users.email })
        .from(t.users)
        .where(eq(t.users.email, email.toLowerCase()));
      return row ?? null;
    },

    async storeToken(userId: number, tokenHash: string, now = new Date()): Promise<void> {
      await db
        .insert(t.passwordResetTokens)
        .values({ userId, tokenHash, expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS) });
    },

    /**
     * Marks a live token used and answers its user, in one statement: of two requests racing with
     * the same link, only one gets the user. Otherwise says why the token cannot be used.
     */
    async consume(tokenHash: string, now = new Date()): Promise<{ userId: number } | { problem: ResetTokenProblem }> {
      const [used] = await db
        .update(t.passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(t.passwordResetTokens.tokenHash, tokenHash),
            isNull(t.passwordResetTokens.usedAt),
            gt(t.passwordResetTokens.expiresAt, now),
          ),
        )
        .returning({ userId: t.passwordResetTokens.userId });
      if (used) return { userId: used.userId };
      const [row] = await db
        .select({ usedAt: t.passwordResetTokens.usedAt })
        .from(t.passwordResetTokens)
        .where(eq(t.passwordResetTokens.tokenHash, tokenHash));
      if (!row) return { problem: 'unknown' };
      return { problem: row.usedAt ? 'used' : 'expired' };
    },

    /**
     * The new password, and a clean slate: every session of the user ends (a thief signed in with
     * the old password is out), any other reset link stops working and a sign-in lock is lifted.
     */
    async setPassword(userId: number, passwordHash: string, now = new Date()): Promise<void> {
      await db
        .update(t.users)
        .set({ passwordHash, failedAttempts: 0, lockedUntil: null, updatedAt: now })
        .where(eq(t.users.id, userId));
      await db
        .update(t.authTokens)
        .set({ revokedAt: now })
        .where(and(eq(t.authTokens.userId, userId), isNull(t.authTokens.revokedAt)));
      await db
        .update(t.passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(t.passwordResetTokens.userId, userId), isNull(t.passwordResetTokens.usedAt)));
    },
  };
}
