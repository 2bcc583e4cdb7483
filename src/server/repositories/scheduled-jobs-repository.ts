import { and, asc, desc, eq, getTableColumns, inArray, not, or, sql } from 'drizzle-orm';
import type { PlannedJob, ScheduledStatus } from '#domain/scheduling/trip-plan.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';
import { requestTripEnd } from './request-trip-end.js';
import type { ScheduledJobRow } from '#server/db/schema/scheduler.js';

export type { ScheduledJobRow };

export interface ScheduledJobListRow extends ScheduledJobRow {
  requestUuid: string;
  reference: string;
}

const jobs = t.scheduledJobs;

/** The scheduler's rows (scheduler/scheduler.ts): planned per request, claimed one at a time, marked. */
export function createScheduledJobsRepository(db: DbOrTx) {
  return {
    forRequest(requestId: number): Promise<ScheduledJobRow[]> {
      return db.select().from(jobs).where(eq(jobs.requestId, requestId)).orderBy(asc(jobs.runAt), asc(jobs.id));
    },

    /**
     * Makes the request's plan `desired`: a missing job is added, a planned one (or one the plan itself skipped) is
     * moved to its time, done ones and ones staff skipped are kept; a planned job no longer wanted is skipped.
     */
    async reconcile(requestId: number, desired: readonly PlannedJob[], now: Date): Promise<void> {
      for (const job of desired) {
        await db
          .insert(jobs)
          .values({ requestId, kind: job.kind, slot: job.slot, runAt: job.runAt })
          .onConflictDoUpdate({
            target: [jobs.requestId, jobs.kind, jobs.slot],
            set: { runAt: job.runAt, status: 'planned', skippedBy: null, finishedAt: null, updatedAt: now },
            setWhere: or(eq(jobs.status, 'planned'), and(eq(jobs.status, 'skipped'), eq(jobs.skippedBy, 'plan'))),
          });
      }
      const wanted = desired.map((job) => `${job.kind}/${job.slot}`);
      await db
        .update(jobs)
        .set({ status: 'skipped', skippedBy: 'plan', finishedAt: now, updatedAt: now })
        .where(
          and(
            eq(jobs.requestId, requestId),
            eq(jobs.status, 'planned'),
            wanted.length > 0 ? not(inArray(sql<string>`${jobs.kind} || '/' || ${jobs.slot}`, wanted)) : undefined,
          ),
        );
    },

    /** The first job due at `now`, locked until the transaction ends; one another process holds is passed over. */
    async claimDue(now: Date): Promise<ScheduledJobRow | null> {
      const [row] = await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.status, 'planned'), sql`${jobs.runAt} <= ${now.toISOString()}::timestamptz`))
        .orderBy(asc(jobs.runAt), asc(jobs.id))
        .limit(1)
        .for('update', { skipLocked: true });
      return row ?? null;
    },

    async markDone(id: number, now: Date): Promise<void> {
      await db
        .update(jobs)
        .set({ status: 'done', finishedAt: now, updatedAt: now, lastError: null })
        .where(eq(jobs.id, id));
    },

    async markSkipped(id: number, by: 'plan' | 'staff' | 'job', now: Date): Promise<void> {
      await db
        .update(jobs)
        .set({ status: 'skipped', skippedBy: by, finishedAt: now, updatedAt: now })
        .where(eq(jobs.id, id));
    },

    /** A failed attempt: tried again at `retryAt`, or (null) given up as `failed`. */
    async markFailedAttempt(id: number, reason: string, retryAt: Date | null, now: Date): Promise<void> {
      await db
        .update(jobs)
        .set({
          attempts: sql`${jobs.attempts} + 1`,
          lastError: reason,
          updatedAt: now,
          ...(retryAt === null ? { status: 'failed' as const, finishedAt: now } : { runAt: retryAt }),
        })
        .where(eq(jobs.id, id));
    },

    /** One job by its uuid, locked until the transaction ends, with its request's uuid. */
    async findForUpdate(uuid: string): Promise<ScheduledJobListRow | null> {
      const [row] = await listQuery(db).where(eq(jobs.uuid, uuid)).for('update', { of: jobs });
      return row ?? null;
    },

    /** Staff skip a planned (or failed) job; answers whether it was. */
    async skip(id: number, now: Date): Promise<void> {
      await db
        .update(jobs)
        .set({ status: 'skipped', skippedBy: 'staff', finishedAt: now, updatedAt: now })
        .where(eq(jobs.id, id));
    },

    /** A failed job planned again, to run at once with its attempts counted from zero. */
    async retry(id: number, now: Date): Promise<void> {
      await db
        .update(jobs)
        .set({ status: 'planned', runAt: now, attempts: 0, finishedAt: null, updatedAt: now })
        .where(eq(jobs.id, id));
    },

    /** Jobs in one status across requests, the latest change first (the owners' page of failed jobs). */
    list(status: ScheduledStatus, limit: number, offset: number): Promise<ScheduledJobListRow[]> {
      return listQuery(db)
        .where(eq(jobs.status, status))
        .orderBy(desc(jobs.updatedAt), desc(jobs.id))
        .limit(limit)
        .offset(offset);
    },

    async count(status: ScheduledStatus): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(jobs)
        .where(eq(jobs.status, status));
      return row?.n ?? 0;
    },

    /**
     * Confirmed requests whose trip ended before `today` (`requestTripEnd`), locked; a request another process is completing is passed over.
     */
    async tripsOver(today: string, limit: number): Promise<{ id: number; uuid: string }[]> {
      const r = t.requests;

      return db
        .select({ id: r.id, uuid: r.uuid })
        .from(r)
        .where(and(eq(r.status, 'confirmed'), sql`${requestTripEnd} < ${today}::date`))
        .orderBy(asc(r.id))
        .limit(limit)
        .for('update', { skipLocked: true });
    },
  };
}

const listQuery = (db: DbOrTx) =>
  db
    .select({ ...getTableColumns(jobs), requestUuid: t.requests.uuid, reference: t.requests.reference })
    .from(jobs)
    .innerJoin(t.requests, eq(t.requests.id, jobs.requestId))
    .$dynamic();

/** The uuid of a job's request (the jobs keep its id). */
export async function requestUuidOf(db: DbOrTx, requestId: number): Promise<string | null> {
  const [row] = await db.select({ uuid: t.requests.uuid }).from(t.requests).where(eq(t.requests.id, requestId));
  return row?.uuid ?? null;
}
