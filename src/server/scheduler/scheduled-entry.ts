import type { ScheduledEntry, ScheduledJobListEntry } from '#domain/api/scheduled.js';
import type { ScheduledJobListRow, ScheduledJobRow } from '#server/repositories/scheduled-jobs-repository.js';

/** A job as the request page shows it. */
export const scheduledEntry = (row: ScheduledJobRow): ScheduledEntry => ({
  uuid: row.uuid,
  kind: row.kind,
  run_at: row.runAt.toISOString(),
  status: row.status,
  overdue: row.slot === 'overdue',
});

/** A job as the owners' list shows it, with its request. */
export const scheduledListEntry = (row: ScheduledJobListRow): ScheduledJobListEntry => ({
  ...scheduledEntry(row),
  request_uuid: row.requestUuid,
  reference: row.reference,
  attempts: row.attempts,
  last_error: row.lastError,
});
