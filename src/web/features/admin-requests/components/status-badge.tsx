import { Clock } from 'lucide-react';
import { STAFF_STATUS_LABELS, type RequestStatus } from '#domain/requests/request-status.js';
import { cn } from '#web/lib/cn.js';
import { waitedFor } from '#web/features/admin-requests/lib/desk-format.js';

/** One colour per status everywhere in the back office, always with the word (never colour alone). */
const STATUS_TONES: Record<RequestStatus, string> = {
  new: 'bg-gold/15 text-gold-dark ring-gold/40',
  in_progress: 'bg-slate-200 text-slate-800 ring-slate-400/50',
  quoted: 'bg-violet-100 text-violet-800 ring-violet-300',
  confirmed: 'bg-acacia/15 text-acacia ring-acacia/40',
  completed: 'bg-ink text-white ring-ink',
  cancelled: 'bg-coral/10 text-coral-dark ring-coral/40',
};

export function StatusBadge({ status, className }: { status: RequestStatus; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        STATUS_TONES[status],
        className,
      )}
    >
      {STAFF_STATUS_LABELS[status]}
    </span>
  );
}

/** A new request unanswered for more than 24 hours: a red clock and how long it has waited. */
export function OverdueBadge({ receivedAt }: { receivedAt: string }) {
  const age = waitedFor(receivedAt);
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-coral-dark px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white"
      title={`Overdue: waiting ${age}`}
    >
      <Clock aria-hidden="true" className="size-3.5" />
      <span>
        Overdue <span className="sr-only">, waiting</span> {age}
      </span>
    </span>
  );
}
