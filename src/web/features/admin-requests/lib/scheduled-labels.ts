import type { ScheduledEntry } from '#domain/api/scheduled.js';
import type { ScheduledKind, ScheduledStatus } from '#domain/scheduling/trip-plan.js';

// The words the back office uses for the scheduler's jobs (docs/decisions/035-one-scheduler-in-the-database.md).

export const SCHEDULED_KIND_LABELS: Record<ScheduledKind, string> = {
  deposit_reminder: 'Deposit reminder',
  balance_reminder: 'Balance reminder',
  traveller_details: 'Ask for the travellers’ details',
  pre_departure: 'Pre-departure message with the final itinerary',
  review_invitation: 'Invitation to review the trip',
};

/** What the e-mail is: the kind's words, and for a reminder after the due date, that it is the overdue one. */
export const scheduledLabel = (entry: Pick<ScheduledEntry, 'kind' | 'overdue'>): string =>
  entry.overdue ? `${SCHEDULED_KIND_LABELS[entry.kind]}, overdue` : SCHEDULED_KIND_LABELS[entry.kind];

export const SCHEDULED_STATUS_LABELS: Record<ScheduledStatus, string> = {
  planned: 'Planned',
  done: 'Sent',
  skipped: 'Skipped',
  failed: 'Failed',
};
