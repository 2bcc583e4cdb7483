import type { QuoteAnswer } from '#domain/api/quotes.js';
import type { SentIn } from '#domain/api/requests-desk.js';
import { deskDate, deskMoney, deskTime } from '#web/features/admin-requests/lib/desk-format.js';
import { quoteDiff } from '#web/features/admin-requests/lib/quote-diff.js';
import { inSentCurrency, QUOTE_KIND_LABELS } from '#web/features/admin-requests/lib/quote-words.js';
import { QuoteChanges } from './quote-changes.js';
import { QuoteStatusBadge } from './quote-status-badge.js';

function ItemList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h5 className="text-xs font-semibold text-ink/65">{title}</h5>
      <ul className="list-disc pl-5">
        {items.map((item) => (
          <li key={item} className="break-words">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

interface QuoteVersionProps {
  quote: QuoteAnswer;
  /** the version before it, to say what changed */
  previous: QuoteAnswer | undefined;
  sentIn: SentIn;
  /** its lines, days and lists shown at first (the newest) */
  open: boolean;
}

/** One quote as sent, readable on a phone: its state, dates and total, what changed, then everything in it. */
export function QuoteVersion({ quote, previous, sentIn, open }: QuoteVersionProps) {
  const shown = inSentCurrency(quote.total, sentIn);
  return (
    <article aria-label={`Quote v${quote.number}`} className="space-y-2 rounded-xl border border-ink/10 bg-white p-3">
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h3 className="font-display text-base font-semibold">Quote v{quote.number}</h3>
        <QuoteStatusBadge status={quote.status} />
        <span className="ml-auto font-semibold tabular-nums">
          {deskMoney(quote.total)}
          {shown && <span className="font-normal text-ink/70"> · {shown}</span>}
        </span>
      </header>
      <p className="text-sm text-ink/70">
        Sent <time dateTime={quote.sent_at}>{deskTime(quote.sent_at)}</time> · valid until{' '}
        <time dateTime={quote.valid_until}>{deskDate(quote.valid_until)}</time>
      </p>
      {quote.decline_reason && (
        <p className="rounded-lg bg-red-50 p-2 text-sm break-words">
          <span className="font-semibold">The tourist asked:</span> {quote.decline_reason}
        </p>
      )}
      {previous && <QuoteChanges diff={quoteDiff(previous, quote)} from={previous.number} />}
      <details open={open} className="group text-sm">
        <summary className="cursor-pointer font-semibold text-gold-dark touch-target:py-3">
          Lines, itinerary and what is included
        </summary>
        <div className="mt-2 space-y-3">
          <ul aria-label={`Lines of quote v${quote.number}`} className="divide-y divide-ink/5">
            {quote.lines.map((line, index) => (
              <li key={index} className="flex items-start justify-between gap-3 py-1.5">
                <span className="min-w-0 break-words">
                  <span className="text-xs text-ink/65">{QUOTE_KIND_LABELS[line.kind]} · </span>
                  {line.description}
                  <span className="block text-xs text-ink/65 tabular-nums">
                    {line.quantity} × {deskMoney(line.unit_price)}
                  </span>
                </span>
                <span className="shrink-0 tabular-nums">{deskMoney(line.amount)}</span>
              </li>
            ))}
            <li className="flex justify-between gap-3 py-1.5 font-semibold">
              <span>Total</span>
              <span className="tabular-nums">{deskMoney(quote.total)}</span>
            </li>
          </ul>
          {quote.itinerary.length > 0 && (
            <ol aria-label={`Itinerary of quote v${quote.number}`} className="space-y-1">
              {quote.itinerary.map((day) => (
                <li key={day.day_number} className="break-words">
                  <span className="font-semibold">
                    Day {day.day_number}: {day.title}
                  </span>
                  {day.description && <span className="block whitespace-pre-line text-ink/75">{day.description}</span>}
                </li>
              ))}
            </ol>
          )}
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            <ItemList title="Included" items={quote.includes} />
            <ItemList title="Not included" items={quote.excludes} />
          </div>
          {quote.message && (
            <p className="break-words whitespace-pre-line text-ink/75">
              <span className="font-semibold text-ink">Message: </span>
              {quote.message}
            </p>
          )}
        </div>
      </details>
    </article>
  );
}
