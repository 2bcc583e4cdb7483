import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';
import { mailOutbox } from '#server/db/schema/mail.js';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = typeof mailOutbox.$inferInsert;

/** Advisory-lock namespace of the confirmation allowance; bookings-repository.ts uses 7_461_001 for fingerprints. */
const ALLOWANCE_LOCK_NAMESPACE = 7_461_002;

/** The outbox's rows: what the mail queue stores, claims and marks (mail/mail-queue.ts), and what it counts. */
export function createMailOutboxRepository(db: DbOrTx) {
  const lastHour = gt(mailOutbox.createdAt, sql`now() - interval '1 hour'`);
  return {
    /** Stores the rows; answers their ids. */
    async insert(rows: readonly NewOutboxRow[]): Promise<number[]> {
      if (rows.length === 0) return [];
      const stored = await db
        .insert(mailOutbox)
        .values([...rows])
        .returning({ id: mailOutbox.id });
      return stored.map((row) => row.id);
    },

    /**
     * Claims up to `batch` due rows by pushing their next attempt `leaseSeconds` forward (a lease) and
     * counting the attempt, so parallel processes never deliver the same one.
     */
    claimDue(batch: number, leaseSeconds: number): Promise<OutboxRow[]> {
      return db
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
        })
        .where(
          sql`${mailOutbox.id} in (select id from mail_outbox where status = 'pending' and next_attempt_at <= now()
          order by id limit ${batch} for update skip locked)`,
        )
        .returning();
    },

    async markSent(id: number): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), lastError: null })
        .where(eq(mailOutbox.id, id));
    },

    /** A failed attempt: tried again in `retrySeconds`, or (null) given up for good. */
    async markFailedAttempt(id: number, reason: string, retrySeconds: number | null): Promise<void> {
      await db
        .update(mailOutbox)
        .set({
          lastError: reason,
          ...(retrySeconds === null
            ? { status: 'failed' as const }
            : { nextAttemptAt: sql`now() + make_interval(secs => ${retrySeconds})` }),
        })
        .where(eq(mailOutbox.id, id));
    },

    /** Makes the allowance checks on `key` take turns until the transaction ends. */
    async lockAllowance(key: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${ALLOWANCE_LOCK_NAMESPACE}, hashtext(${key}))`);
    },

    /** How many mails of these kinds went to this address (any case) or were queued for this client in the last hour. */
    async sentLastHour(to: { recipient: string } | { client: string }, kinds: readonly string[]): Promise<number> {
      const who =
        'recipient' in to
          ? sql`lower(${mailOutbox.toAddress}) = ${to.recipient}`
          : eq(mailOutbox.clientAddress, to.client);
      const [row] = await db
        .select({ n: count() })
        .from(mailOutbox)
        .where(and(who, lastHour, inArray(mailOutbox.kind, [...kinds])));
      return row?.n ?? 0;
    },
  };
}
