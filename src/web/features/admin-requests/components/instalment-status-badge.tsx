import type { InstalmentStatus } from '#domain/payments/ledger.js';
import { cn } from '#web/lib/cn.js';
import { INSTALMENT_STATUS_LABELS } from '#web/features/admin-requests/lib/payment-labels.js';

const TONES: Record<InstalmentStatus, string> = {
  paid: 'bg-acacia/15 text-acacia',
  overdue: 'bg-coral-dark text-white',
  due: 'bg-gold/30 text-ink',
};

/** An instalment's state in its colour and in words: paid, overdue or due. */
export function InstalmentStatusBadge({ status }: { status: InstalmentStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[status],
      )}
    >
      {INSTALMENT_STATUS_LABELS[status]}
    </span>
  );
}
