import type { ScheduledEntry, ScheduledJobListEntry } from '#domain/api/scheduled.js';
import type { ScheduledStatus } from '#domain/scheduling/trip-plan.js';
import { HttpError, notFound } from '#server/lib/http-error.js';
import { isUuid } from '#server/lib/uuid.js';
import { createScheduledJobsRepository } from '#server/repositories/scheduled-jobs-repository.js';
import { scheduledEntry, scheduledListEntry } from '#server/scheduler/scheduled-entry.js';
import { recordStaffWrite } from '#server/use-cases/audit-trail.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';

const NOT_FOUND = 'There is no such scheduled e-mail.';
export const SKIP_REFUSED = 'Only a planned or failed e-mail can be skipped.';
export const RETRY_REFUSED = 'Only a failed e-mail can be retried.';

export const SCHEDULER_AUDIT_ACTIONS = { skip: 'scheduled.skip', retry: 'scheduled.retry' } as const;

const nowOf = (deps: Pick<UseCaseDeps, 'now'>) => deps.now?.() ?? new Date();

/**
 * An agent skips a planned (or failed) job from the request page: it will not run, and no re-plan brings it back.
 * Skipping one already skipped answers it as it is; a done one is 409.
 */
export async function skipScheduledJob(uuid: string, deps: UseCaseDeps): Promise<ScheduledEntry> {
  if (!isUuid(uuid)) throw notFound(NOT_FOUND);
  return deps.db.transaction(async (tx) => {
    const jobs = createScheduledJobsRepository(tx);
    const job = await jobs.findForUpdate(uuid);
    if (!job) throw notFound(NOT_FOUND);
    if (job.status === 'skipped') return scheduledEntry(job);
    if (job.status === 'done') throw new HttpError(409, SKIP_REFUSED);
    const now = nowOf(deps);
    await jobs.skip(job.id, now);
    await recordStaffWrite(tx, deps, {
      action: SCHEDULER_AUDIT_ACTIONS.skip,
      target: `scheduled:${job.uuid}`,
      before: { status: job.status, kind: job.kind, request: job.requestUuid },
      after: { status: 'skipped' },
    });
    return scheduledEntry({ ...job, status: 'skipped' });
  });
}

/** An owner plans a failed job again, to run at the next tick with its attempts counted afresh. */
export async function retryScheduledJob(uuid: string, deps: UseCaseDeps): Promise<ScheduledEntry> {
  if (!isUuid(uuid)) throw notFound(NOT_FOUND);
  return deps.db.transaction(async (tx) => {
    const jobs = createScheduledJobsRepository(tx);
    const job = await jobs.findForUpdate(uuid);
    if (!job) throw notFound(NOT_FOUND);
    if (job.status !== 'failed') throw new HttpError(409, RETRY_REFUSED);
    const now = nowOf(deps);
    await jobs.retry(job.id, now);
    await recordStaffWrite(tx, deps, {
      action: SCHEDULER_AUDIT_ACTIONS.retry,
      target: `scheduled:${job.uuid}`,
      before: { status: 'failed', attempts: job.attempts, last_error: job.lastError },
      after: { status: 'planned' },
    });
    return scheduledEntry({ ...job, status: 'planned', runAt: now });
  });
}

/** Jobs in one status across requests (the owners' page lists the failed ones). */
export async function listScheduledJobs(
  query: { status: ScheduledStatus; limit: number; offset: number },
  deps: Pick<UseCaseDeps, 'db'>,
): Promise<{ jobs: ScheduledJobListEntry[]; total: number }> {
  const repo = createScheduledJobsRepository(deps.db);
  const rows = await repo.list(query.status, query.limit, query.offset);
  return { jobs: rows.map(scheduledListEntry), total: await repo.count(query.status) };
}
