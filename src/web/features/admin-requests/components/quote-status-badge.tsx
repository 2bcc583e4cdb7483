import type { QuoteStatus } from '#domain/quotes/quote-money.js';
import { cn } from '#web/lib/cn.js';
import { QUOTE_STATUS_LABELS } from '#web/features/admin-requests/lib/quote-words.js';

const TONES: Record<QuoteStatus, string> = {
  sent: 'bg-violet-100 text-violet-800 ring-violet-300',
  accepted: 'bg-acacia/15 text-acacia ring-acacia/40',
  declined: 'bg-red-50 text-red-800 ring-red-200',
  superseded: 'bg-slate-100 text-slate-700 ring-slate-300',
  expired: 'bg-gold/15 text-gold-dark ring-gold/40',
};

/** A quote version's state: always the word with the colour, never colour alone. */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        TONES[status],
      )}
    >
      {QUOTE_STATUS_LABELS[status]}
    </span>
  );
}
