import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';
import { mailOutbox } from '#server/db/schema/mail.js';
import type { SendMail } from './mail-transport.js';

export interface OutgoingMail {
  /** what the mail is about, e.g. `booking-confirmation`; names the outbox file */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface MailQueue {
  /**
   * Stores the messages (inside `tx` when given, so a request row and its mails commit together).
   * Delivery happens afterwards in the background with retries; callers never wait for SMTP.
   * Without `tx` delivery starts at once; with `tx` call `deliverSoon()` after the commit.
   */
  queue(mails: OutgoingMail | OutgoingMail[], tx?: DbOrTx): Promise<void>;
  deliverSoon(): void;
  /** Delivers everything due now and resolves when that is done (tests, shutdown). */
  flush(): Promise<void>;
  /** Stops the retry timer and waits for a delivery in progress. */
  stop(): Promise<void>;
}

export interface MailQueueOptions {
  db: DbOrTx;
  send: SendMail;
  from: string;
  retrySeconds: number;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
}

const BATCH = 20;
export const MAX_ATTEMPTS = 10;

/** Seconds before attempt n+1: 30 s, 1 min, 2 min … capped at an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts));
}

export function createMailQueue({ db, send, from, retrySeconds, log }: MailQueueOptions): MailQueue {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  /** Claims due rows by pushing their next attempt forward (a lease), so parallel processes never share one. */
  const claimDue = () =>
    db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => least(3600, 30 * power(2, ${mailOutbox.attempts})))`,
      })
      .where(
        sql`${mailOutbox.id} in (select id from mail_outbox where status = 'pending' and next_attempt_at <= now()
          order by id limit ${BATCH} for update skip locked)`,
      )
      .returning();

  const deliverOne = async (row: Awaited<ReturnType<typeof claimDue>>[number]) => {
    try {
      await send(
        { from, to: row.toAddress, replyTo: row.replyTo, subject: row.subject, text: row.textBody, html: row.htmlBody },
        `${row.kind}-${row.id}`,
      );
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), lastError: null })
        .where(eq(mailOutbox.id, row.id));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const gaveUp = row.attempts >= MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({ lastError: reason.slice(0, 500), ...(gaveUp ? { status: 'failed' as const } : {}) })
        .where(eq(mailOutbox.id, row.id));
      const details = { mailId: row.id, kind: row.kind, attempts: row.attempts, reason };
      if (gaveUp) log.error(details, 'mail given up after the last attempt');
      else log.warn(details, 'mail not sent; it will be retried');
    }
  };

  const deliverDue = async () => {
    for (;;) {
      const rows = await claimDue();
      for (const row of rows) await deliverOne(row);
      if (rows.length < BATCH) return;
    }
  };

  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await deliverDue();
        } while (again && !stopped);
      } catch (error) {
        log.error({ err: error }, 'mail delivery pass failed; the next pass retries');
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const timer = setInterval(() => void run(), retrySeconds * 1000);
  timer.unref();

  return {
    async queue(mails, tx) {
      const list = Array.isArray(mails) ? mails : [mails];
      if (list.length === 0) return;
      await (tx ?? db).insert(mailOutbox).values(
        list.map((mail) => ({
          kind: mail.kind,
          toAddress: mail.to,
          replyTo: mail.replyTo ?? null,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html ?? null,
        })),
      );
      if (!tx && !stopped) void run();
    },
    deliverSoon() {
      if (!stopped) void run();
    },
    async flush() {
      if (running) await running;
      await run();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (running) await running;
    },
  };
}
