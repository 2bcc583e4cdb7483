import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';
import { mailOutbox } from '#server/db/schema/mail.js';

export interface MailQueueDepth {
  pending: number;
  /** given up after the last attempt, waiting for someone to look */
  failed: number;
  /** seconds since the oldest pending mail was queued; 0 when none is pending */
  oldestPendingSeconds: number;
}

/** How far the outbox is behind: one small read per metrics scrape (mail_outbox_due_idx serves the filter). */
export async function readMailQueueDepth(db: DbOrTx): Promise<MailQueueDepth> {
  const pending = sql`${mailOutbox.status} = 'pending'`;
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${pending})::int`,
      failed: sql<number>`count(*) filter (where ${mailOutbox.status} = 'failed')::int`,
      oldest: sql<
        number | null
      >`extract(epoch from now() - min(${mailOutbox.createdAt}) filter (where ${pending}))::float8`,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['pending', 'failed']));
  return {
    pending: Number(row?.pending ?? 0),
    failed: Number(row?.failed ?? 0),
    oldestPendingSeconds: Math.max(0, Number(row?.oldest ?? 0)),
  };
}
