import type { ScheduledKind } from '#domain/scheduling/trip-plan.js';
import { onePassAtATime } from '#server/lib/one-pass-at-a-time.js';
import type { Env } from '#server/config/env.js';
import type { Database, Transaction } from '#server/db/client.js';
import { scrubText } from '#server/lib/log-safety.js';
import type { MailQueue, QueueMail } from '#server/mail/mail-queue.js';
import { createScheduledJobsRepository, type ScheduledJobRow } from '#server/repositories/scheduled-jobs-repository.js';

/** What a job did: its work (done), or nothing because its reason went away (skipped: a paid instalment, …). */
export type JobOutcome = 'done' | 'skipped';

export interface JobContext {
  /** the transaction that claimed the job: what the job writes and queues commits with its `done` */
  tx: Transaction;
  queue: QueueMail;
  config: Env;
  now: Date;
}

export type JobHandler = (job: ScheduledJobRow, ctx: JobContext) => Promise<JobOutcome>;
export type JobHandlers = Record<ScheduledKind, JobHandler>;

/** Periodic upkeep run once per tick on every process (e.g. completing trips that ended): it must be idempotent. */
export type Sweep = (deps: { db: Database; now: Date; config: Env }) => Promise<void>;

export interface Scheduler {
  /** Runs the sweeps, then every job due now; resolves when done (tests call it after moving the clock). */
  tick(): Promise<void>;
  /** A tick now, in the background, when the scheduler ticks by itself (a move made work due at once). */
  soon(): void;
  /** Stops the timer and waits for a tick in progress. */
  stop(): Promise<void>;
}

export interface SchedulerOptions {
  db: Database;
  mail: MailQueue;
  config: Env;
  clock: () => Date;
  handlers: JobHandlers;
  sweeps: readonly Sweep[];
  /** seconds between ticks; null: no tick of its own (a test's app calls `tick`) */
  tickSeconds: number | null;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
}

/** After this many failed attempts a job is given up (`failed`) until an owner retries it. */
export const MAX_JOB_ATTEMPTS = 5;
/** At most this many jobs per tick: a backlog (a server that was down for days) drains over a few ticks. */
const JOBS_PER_TICK = 200;

/** When a job that failed for the n-th time is tried again: 1 min, 2, 4, 8 … capped at six hours. */
export function jobRetryAt(now: Date, failures: number): Date {
  const seconds = Math.min(6 * 3600, 60 * 2 ** Math.max(0, failures - 1));
  return new Date(now.getTime() + seconds * 1000);
}

/**
 * The one scheduler (docs/decisions/035-one-scheduler-in-the-database.md). Each job runs in one transaction that
 * claims its row (`for update skip locked`: another process passes over it), does the work (its mails go to the
 * outbox in the same transaction) and marks it done, so a crash rolls all of it back and two processes never both
 * do it. A failing job is rolled back to a savepoint and its attempt recorded, with a later retry or `failed`.
 */
export function createScheduler(options: SchedulerOptions): Scheduler {
  const { db, mail, config, clock, handlers, sweeps, log } = options;
  let stopped = false;

  /** Runs one due job; false when none was due. */
  const runOne = async (): Promise<boolean> =>
    mail.inTransaction(async (tx, queue) => {
      const now = clock();
      const jobs = createScheduledJobsRepository(tx);
      const job = await jobs.claimDue(now);
      if (!job) return false;
      try {
        const outcome = await tx.transaction((work) => handlers[job.kind](job, { tx: work, queue, config, now }));
        if (outcome === 'done') await jobs.markDone(job.id, now);
        else await jobs.markSkipped(job.id, 'job', now);
      } catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        const failures = job.attempts + 1;
        const gaveUp = failures >= MAX_JOB_ATTEMPTS;
        await jobs.markFailedAttempt(job.id, reason, gaveUp ? null : jobRetryAt(now, failures), now);
        const details = { jobId: job.id, kind: job.kind, attempts: failures, reason: scrubText(reason) };
        if (gaveUp) log.error(details, 'scheduled job given up after the last attempt');
        else log.warn(details, 'scheduled job failed; it will be retried');
      }
      return true;
    });

  const pass = async () => {
    for (const sweep of sweeps) {
      try {
        await sweep({ db, now: clock(), config });
      } catch (error) {
        log.error({ err: error }, 'scheduler sweep failed; the next tick retries');
      }
    }
    for (let n = 0; n < JOBS_PER_TICK && !stopped; n++) {
      if (!(await runOne())) return;
    }
  };

  const passes = onePassAtATime(pass, {
    stopped: () => stopped,
    onError: (error) => log.error({ err: error }, 'scheduler tick failed; the next tick retries'),
  });
  const tick = (): Promise<void> => passes.run();

  const ticking = options.tickSeconds !== null;
  const timer = ticking ? setInterval(() => void tick(), (options.tickSeconds ?? 0) * 1000) : null;
  timer?.unref();
  // A job whose time passed while no server was up runs at the first start after it.
  const first = ticking ? setImmediate(() => void tick()) : null;

  return {
    tick,
    soon() {
      if (ticking && !stopped) void tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      if (first) clearImmediate(first);
      await passes.inProgress();
    },
  };
}
