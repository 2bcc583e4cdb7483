import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { SCHEDULED_KINDS, SCHEDULED_STATUSES } from '#domain/scheduling/trip-plan.js';
import { createdAt, ids, instant, updatedAt } from './columns.js';
import { requests } from './desk.js';

/**
 * Time-driven work (docs/decisions/035-one-scheduler-in-the-database.md): one row per job, run once at `run_at`
 * or at the first tick after it, by whichever process claims it first (`for update skip locked`). Re-planning a
 * request moves its planned rows; done and skipped rows are kept, and one request has one row per kind and slot.
 */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    ...ids(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SCHEDULED_KINDS }).notNull(),
    /** `before`/`overdue` for a reminder, `main` otherwise */
    slot: text('slot').notNull(),
    status: text('status', { enum: SCHEDULED_STATUSES }).notNull().default('planned'),
    /** when it is due; after a failed attempt, when it is tried again */
    runAt: instant('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** who skipped it: `plan` (a paid instalment, a cancellation: a later re-plan may revive it) or `staff` (kept) */
    skippedBy: text('skipped_by', { enum: ['plan', 'staff', 'job'] }),
    /** when it ran (done), or was skipped or given up */
    finishedAt: instant('finished_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('scheduled_jobs_slot_idx').on(t.requestId, t.kind, t.slot),
    index('scheduled_jobs_due_idx').on(t.status, t.runAt),
  ],
);

export type ScheduledJobRow = typeof scheduledJobs.$inferSelect;
