import type { Database, Transaction } from '#server/db/client.js';
import type { MailAttachment } from '#server/db/schema/mail.js';
import { onePassAtATime } from '#server/lib/one-pass-at-a-time.js';
import { scrubText } from '#server/lib/log-safety.js';
import { createMailOutboxRepository, type OutboxRow } from '#server/repositories/mail-outbox-repository.js';
import type { SendMail } from './mail-transport.js';

export interface OutgoingMail {
  /** what the mail is about, e.g. `booking-confirmation`; names the outbox file */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** files sent with it, e.g. a confirmation PDF */
  attachments?: MailAttachment[];
  /** the desk's request it is about: it shows on that request's timeline with its delivery state */
  requestId?: number;
  /** extra header lines, e.g. `List-Unsubscribe` on newsletter mail; kept with the row, sent as they are */
  headers?: Record<string, string>;
  /** the client (IP) whose request queued a visitor's confirmation: its hourly allowance counts it */
  clientAddress?: string;
}

/** Queues mails inside the running transaction: they commit, or roll back, with it. Answers their outbox ids. */
export type QueueMail = (mails: OutgoingMail | OutgoingMail[]) => Promise<number[]>;

export interface MailQueue {
  /**
   * Stores the messages and starts delivering them in the background, with retries; callers never
   * wait for SMTP. Mails that belong to a change of data go through `inTransaction` instead.
   */
  queue(mails: OutgoingMail | OutgoingMail[]): Promise<void>;
  /**
   * Runs `work` in one transaction; what it queues commits with its rows (no mail without its row,
   * no row without its mail). After a successful commit the mails go out in the background, so
   * SMTP being slow or down never delays or fails the answer.
   */
  inTransaction<T>(work: (tx: Transaction, queue: QueueMail) => Promise<T>): Promise<T>;
  /**
   * `inTransaction` without the caller waiting: the answer goes at once, so its time cannot tell what the work
   * found (whether an address has an account). A failure is logged. `flush` and `stop` wait for it.
   */
  afterAnswer(work: (tx: Transaction, queue: QueueMail) => Promise<void>): void;
  /** Delivers everything due now and resolves when that is done (tests, shutdown). */
  flush(): Promise<void>;
  /** Stops the retry timer and waits for a delivery in progress. */
  stop(): Promise<void>;
}

export interface MailQueueOptions {
  db: Database;
  send: SendMail;
  from: string;
  retrySeconds: number;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
}

const BATCH = 20;
/** After this many failed attempts a mail is given up (status `failed`). */
export const MAX_ATTEMPTS = 10;
/**
 * A claimed row stays out of every other delivery pass this long: longer than a batch takes, and the
 * time after which a mail whose process died mid-delivery falls due again.
 */
const DELIVERY_LEASE_SECONDS = 10 * 60;

/** Seconds to wait after the n-th failed attempt: 30 s, 1 min, 2 min … capped at an hour. */
export function mailRetryDelaySeconds(failures: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, failures - 1));
}

export function createMailQueue({ db, send, from, retrySeconds, log }: MailQueueOptions): MailQueue {
  let stopped = false;

  const outbox = createMailOutboxRepository(db);

  const deliverOne = async (row: OutboxRow) => {
    try {
      await send(
        {
          from,
          to: row.toAddress,
          replyTo: row.replyTo,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          attachments: row.attachments,
          headers: row.headers,
        },
        `${row.kind}-${row.id}`,
      );
      await outbox.markSent(row.id);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const gaveUp = row.attempts >= MAX_ATTEMPTS;
      await outbox.markFailedAttempt(row.id, reason.slice(0, 500), gaveUp ? null : mailRetryDelaySeconds(row.attempts));
      // A mail server's reply can name the recipient: the log keeps the reason without addresses.
      const details = { mailId: row.id, kind: row.kind, attempts: row.attempts, reason: scrubText(reason) };
      if (gaveUp) log.error(details, 'mail given up after the last attempt');
      else log.warn(details, 'mail not sent; it will be retried');
    }
  };

  const deliverDue = async () => {
    for (;;) {
      const rows = await outbox.claimDue(BATCH, DELIVERY_LEASE_SECONDS);
      for (const row of rows) await deliverOne(row);
      if (rows.length < BATCH) return;
    }
  };

  const passes = onePassAtATime(deliverDue, {
    stopped: () => stopped,
    onError: (error) => log.error({ err: error }, 'mail delivery pass failed; the next pass retries'),
  });
  const run = (): Promise<void> => passes.run();

  const timer = setInterval(() => void run(), retrySeconds * 1000);
  timer.unref();

  const deliverSoon = () => {
    if (!stopped) void run();
  };

  /**
   * Inserts the rows; answers their ids. A mail to no address is not stored: a request whose traveller deleted
   * their account keeps no address (docs/decisions/038-what-deleting-an-account-erases.md), so the desk's
   * messages and status changes on it reach nobody and leave no copy.
   */
  const store = (executor: Database | Transaction, mails: OutgoingMail | OutgoingMail[]) =>
    createMailOutboxRepository(executor).insert(
      (Array.isArray(mails) ? mails : [mails])
        .filter((mail) => mail.to !== '')
        .map((mail) => ({
          kind: mail.kind,
          toAddress: mail.to,
          replyTo: mail.replyTo ?? null,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html ?? null,
          attachments: mail.attachments ?? null,
          headers: mail.headers ?? null,
          requestId: mail.requestId ?? null,
          clientAddress: mail.clientAddress ?? null,
        })),
    );

  const inTransaction: MailQueue['inTransaction'] = async (work) => {
    let queued = false;
    const result = await db.transaction((tx) =>
      work(tx, async (mails) => {
        const ids = await store(tx, mails);
        if (ids.length > 0) queued = true;
        return ids;
      }),
    );
    if (queued) deliverSoon();
    return result;
  };
  const background = new Set<Promise<void>>();

  return {
    async queue(mails) {
      if ((await store(db, mails)).length > 0) deliverSoon();
    },
    inTransaction,
    afterAnswer(work) {
      // Started once the answer is on its way: an embedded database works on the same thread as the reply.
      const task: Promise<void> = new Promise((started) => setImmediate(started))
        .then(() => inTransaction(work))
        .catch((error: unknown) => log.error({ err: error }, 'work after the answer failed'))
        .finally(() => background.delete(task));
      background.add(task);
    },
    async flush() {
      await Promise.all([...background]);
      await passes.inProgress();
      await run();
    },
    async stop() {
      await Promise.all([...background]);
      stopped = true;
      clearInterval(timer);
      await passes.inProgress();
    },
  };
}
