import { Clock } from 'lucide-react';
import { waitedFor } from '#web/features/admin-requests/lib/desk-format.js';

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
