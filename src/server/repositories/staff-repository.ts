import { and, asc, eq, exists, gt, ilike, isNull, lt, ne, or } from 'drizzle-orm';
import type { StaffListQuery, StaffRole } from '#domain/schemas/staff.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';
import { containing } from './like-pattern.js';
import { oneMoreFailure } from './sign-in-lock.js';

/** A staff token ends after 12 hours without use. */
export const STAFF_TOKEN_IDLE_MS = 12 * 60 * 60 * 1000;
/**
 * A token's last use is written again only when it is older than this, so the 12 hours run from a use a minute
 * ago at most. Writing it on every call made each of a busy agent's reads a commit, and queued the calls of
 * their open tabs on the one row's lock (docs/bench/scale.md, 2026-11-27 evening).
 */
export const STAFF_TOKEN_TOUCH_MS = 60 * 1000;
/** A set-password link is valid for 24 hours. */
export const STAFF_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface PublicStaff {
  uuid: string;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
}

export type StaffLinkProblem = 'unknown' | 'used' | 'expired';

const publicColumns = {
  uuid: t.staff.uuid,
  email: t.staff.email,
  name: t.staff.name,
  role: t.staff.role,
  active: t.staff.active,
};

export function createStaffRepository(db: DbOrTx) {
  return {
    async byId(id: number): Promise<PublicStaff | null> {
      const [row] = await db.select(publicColumns).from(t.staff).where(eq(t.staff.id, id));
      return row ?? null;
    },

    /** The row and its id, locked for the transaction's duration when `forUpdate`. */
    async byUuid(uuid: string): Promise<(PublicStaff & { id: number }) | null> {
      const [row] = await db
        .select({ id: t.staff.id, ...publicColumns })
        .from(t.staff)
        .where(eq(t.staff.uuid, uuid))
        .for('update');
      return row ?? null;
    },

    /** Every member by name; active or deactivated ones only, or those whose name or e-mail holds `q`. */
    list(query: StaffListQuery = {}): Promise<PublicStaff[]> {
      const q = query.q ? containing(query.q) : undefined;
      return db
        .select(publicColumns)
        .from(t.staff)
        .where(
          and(
            query.status ? eq(t.staff.active, query.status === 'active') : undefined,
            q ? or(ilike(t.staff.name, q), ilike(t.staff.email, q)) : undefined,
          ),
        )
        .orderBy(asc(t.staff.name), asc(t.staff.id));
    },

    /** null when the e-mail is taken (the unique index decides). */
    async create(member: {
      email: string;
      name: string;
      role: StaffRole;
    }): Promise<(PublicStaff & { id: number }) | null> {
      const [row] = await db
        .insert(t.staff)
        .values({ ...member, email: member.email.toLowerCase() })
        .onConflictDoNothing({ target: t.staff.email })
        .returning({ id: t.staff.id, ...publicColumns });
      return row ?? null;
    },

    async update(id: number, change: { role?: StaffRole; active?: boolean }, now = new Date()): Promise<PublicStaff> {
      const [row] = await db
        .update(t.staff)
        .set({ ...change, updatedAt: now })
        .where(eq(t.staff.id, id))
        .returning(publicColumns);
      if (!row) throw new Error('the staff member vanished');
      if (change.active === false) {
        // Deactivation ends the member's sessions, and an unused set-password link dies with the account.
        await db.delete(t.staffTokens).where(eq(t.staffTokens.staffId, id));
        await db
          .update(t.staffPasswordLinks)
          .set({ usedAt: now })
          .where(and(eq(t.staffPasswordLinks.staffId, id), isNull(t.staffPasswordLinks.usedAt)));
      }
      return row;
    },

    /** Active owners other than `exceptId`, locked so two owners demoting each other cannot both win. */
    async otherActiveOwners(exceptId: number): Promise<number> {
      const rows = await db
        .select({ id: t.staff.id })
        .from(t.staff)
        .where(and(eq(t.staff.role, 'owner'), eq(t.staff.active, true), ne(t.staff.id, exceptId)))
        .for('update');
      return rows.length;
    },

    async credentials(email: string) {
      const [row] = await db
        .select({
          id: t.staff.id,
          passwordHash: t.staff.passwordHash,
          active: t.staff.active,
          lockedUntil: t.staff.lockedUntil,
        })
        .from(t.staff)
        .where(eq(t.staff.email, email.toLowerCase()));
      return row ?? null;
    },

    /** One more failure in a row; the tenth locks the account for 15 minutes (sign-in-lock.ts). */
    async recordFailure(id: number, now = new Date()): Promise<void> {
      await db.update(t.staff).set(oneMoreFailure(t.staff, now)).where(eq(t.staff.id, id));
    },

    async recordSuccess(id: number): Promise<void> {
      await db.update(t.staff).set({ failedAttempts: 0, lockedUntil: null }).where(eq(t.staff.id, id));
    },

    async storeToken(staffId: number, tokenHash: string, now = new Date()): Promise<void> {
      await db.insert(t.staffTokens).values({ staffId, tokenHash, lastUsedAt: now, createdAt: now });
    },

    /** The active staff member of a token used within the idle limit; the use keeps it alive. */
    async staffForToken(tokenHash: string, now = new Date()): Promise<{ staffId: number; role: StaffRole } | null> {
      const [found] = await db
        .select({ staffId: t.staffTokens.staffId, lastUsedAt: t.staffTokens.lastUsedAt, role: t.staff.role })
        .from(t.staffTokens)
        .innerJoin(t.staff, and(eq(t.staff.id, t.staffTokens.staffId), eq(t.staff.active, true)))
        .where(
          and(
            eq(t.staffTokens.tokenHash, tokenHash),
            gt(t.staffTokens.lastUsedAt, new Date(now.getTime() - STAFF_TOKEN_IDLE_MS)),
          ),
        );
      if (!found) return null;
      const touchBefore = new Date(now.getTime() - STAFF_TOKEN_TOUCH_MS);
      if (found.lastUsedAt < touchBefore) {
        // Of two calls that both saw an old use, one writes: the other finds it written and leaves it.
        await db
          .update(t.staffTokens)
          .set({ lastUsedAt: now })
          .where(and(eq(t.staffTokens.tokenHash, tokenHash), lt(t.staffTokens.lastUsedAt, touchBefore)));
      }
      return { staffId: found.staffId, role: found.role };
    },

    async revokeToken(tokenHash: string): Promise<void> {
      await db.delete(t.staffTokens).where(eq(t.staffTokens.tokenHash, tokenHash));
    },

    async storeLink(staffId: number, tokenHash: string, now = new Date()): Promise<void> {
      await db
        .insert(t.staffPasswordLinks)
        .values({ staffId, tokenHash, expiresAt: new Date(now.getTime() + STAFF_LINK_LIFETIME_MS), createdAt: now });
    },

    /**
     * Marks a live link of an active member used and answers the member in one statement, or says why it cannot
     * be used (a deactivated member's link reads as used: deactivation retired it).
     */
    async consumeLink(
      tokenHash: string,
      now = new Date(),
    ): Promise<{ staffId: number } | { problem: StaffLinkProblem }> {
      const [used] = await db
        .update(t.staffPasswordLinks)
        .set({ usedAt: now })
        .where(
          and(
            eq(t.staffPasswordLinks.tokenHash, tokenHash),
            isNull(t.staffPasswordLinks.usedAt),
            gt(t.staffPasswordLinks.expiresAt, now),
            exists(
              db
                .select({ id: t.staff.id })
                .from(t.staff)
                .where(and(eq(t.staff.id, t.staffPasswordLinks.staffId), eq(t.staff.active, true))),
            ),
          ),
        )
        .returning({ staffId: t.staffPasswordLinks.staffId });
      if (used) return { staffId: used.staffId };
      const [row] = await db
        .select({ usedAt: t.staffPasswordLinks.usedAt })
        .from(t.staffPasswordLinks)
        .where(eq(t.staffPasswordLinks.tokenHash, tokenHash));
      if (!row) return { problem: 'unknown' };
      return { problem: row.usedAt ? 'used' : 'expired' };
    },

    /** The new password ends every session of the member, retires the other links and lifts a lock. */
    async setPassword(staffId: number, passwordHash: string, now = new Date()): Promise<void> {
      await db
        .update(t.staff)
        .set({ passwordHash, failedAttempts: 0, lockedUntil: null, updatedAt: now })
        .where(eq(t.staff.id, staffId));
      await db.delete(t.staffTokens).where(eq(t.staffTokens.staffId, staffId));
      await db
        .update(t.staffPasswordLinks)
        .set({ usedAt: now })
        .where(and(eq(t.staffPasswordLinks.staffId, staffId), isNull(t.staffPasswordLinks.usedAt)));
    },

    /** Appends to the audit trail; `actorId` null is the command line. */
    async audit(entry: { actorId: number | null; action: string; target: string; before?: unknown; after?: unknown }) {
      await db.insert(t.staffAudit).values({
        staffId: entry.actorId,
        action: entry.action,
        target: entry.target,
        before: entry.before ?? null,
        after: entry.after ?? null,
      });
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
