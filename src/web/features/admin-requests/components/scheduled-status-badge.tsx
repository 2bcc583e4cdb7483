import type { ScheduledStatus } from '#domain/scheduling/trip-plan.js';
import { cn } from '#web/lib/cn.js';
import { SCHEDULED_STATUS_LABELS } from '#web/features/admin-requests/lib/scheduled-labels.js';

const TONES: Record<ScheduledStatus, string> = {
  planned: 'bg-gold/30 text-ink',
  done: 'bg-acacia/15 text-acacia',
  skipped: 'bg-ink/10 text-ink/80',
  failed: 'bg-coral-dark text-white',
};

/** A scheduled e-mail's state in its colour and in words: planned, sent, skipped or failed. */
export function ScheduledStatusBadge({ status }: { status: ScheduledStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[status],
      )}
    >
      {SCHEDULED_STATUS_LABELS[status]}
    </span>
  );
}
