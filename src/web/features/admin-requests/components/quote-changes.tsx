import type { ReactNode } from 'react';
import { deskMoney } from '#web/features/admin-requests/lib/desk-format.js';
import { isUnchanged, type LineChange, type QuoteDiff } from '#web/features/admin-requests/lib/quote-diff.js';
import { QUOTE_KIND_LABELS } from '#web/features/admin-requests/lib/quote-words.js';

const signed = (amount: number) => (amount > 0 ? `+${deskMoney(amount)}` : deskMoney(amount));

function lineChange({ before, after, fields }: LineChange): string {
  const parts = fields.map((field) =>
    field === 'quantity'
      ? `quantity ${before.quantity} → ${after.quantity}`
      : `price ${deskMoney(before.unit_price)} → ${deskMoney(after.unit_price)}`,
  );
  return `${after.description}: ${parts.join(', ')} (${deskMoney(before.amount)} → ${deskMoney(after.amount)})`;
}

/** One change in words, its kind first: "Added", "Removed", "Changed" are said, not only coloured. */
function Change({ what, children }: { what: string; children: ReactNode }) {
  return (
    <li className="break-words">
      <span className="font-semibold">{what}:</span> {children}
    </li>
  );
}

/** What a version changed from the one before: lines, total, days, includes and excludes. */
export function QuoteChanges({ diff, from }: { diff: QuoteDiff; from: number }) {
  if (isUnchanged(diff)) {
    return <p className="text-sm text-ink/70">Same lines, total, days and lists as v{from}.</p>;
  }
  const { lines, total, itinerary, includes, excludes } = diff;
  return (
    <section aria-label={`Changes from v${from}`} className="space-y-1 rounded-lg bg-sand p-3 text-sm">
      <h4 className="font-semibold">Changes from v{from}</h4>
      <ul className="space-y-1">
        {total.difference !== 0 && (
          <Change what="Total">
            <span className="tabular-nums">
              {deskMoney(total.before)} → {deskMoney(total.after)} ({signed(total.difference)})
            </span>
          </Change>
        )}
        {lines.added.map((line, index) => (
          <Change key={`added-${index}`} what="Line added">
            {QUOTE_KIND_LABELS[line.kind]} · {line.description} · {line.quantity} × {deskMoney(line.unit_price)}
          </Change>
        ))}
        {lines.removed.map((line, index) => (
          <Change key={`removed-${index}`} what="Line removed">
            {QUOTE_KIND_LABELS[line.kind]} · {line.description} · {deskMoney(line.amount)}
          </Change>
        ))}
        {lines.changed.map((change, index) => (
          <Change key={`changed-${index}`} what="Line changed">
            {lineChange(change)}
          </Change>
        ))}
        {itinerary.added.map((day) => (
          <Change key={`day-added-${day.day_number}`} what={`Day ${day.day_number} added`}>
            {day.title}
          </Change>
        ))}
        {itinerary.removed.map((day) => (
          <Change key={`day-removed-${day.day_number}`} what={`Day ${day.day_number} removed`}>
            {day.title}
          </Change>
        ))}
        {itinerary.changed.map(({ day_number, before, after }) => (
          <Change key={`day-changed-${day_number}`} what={`Day ${day_number} changed`}>
            {before.title === after.title ? `${after.title}: what happens is new` : `${before.title} → ${after.title}`}
          </Change>
        ))}
        {includes.added.length > 0 && <Change what="Now included">{includes.added.join(', ')}</Change>}
        {includes.removed.length > 0 && <Change what="No longer included">{includes.removed.join(', ')}</Change>}
        {excludes.added.length > 0 && <Change what="Now not included">{excludes.added.join(', ')}</Change>}
        {excludes.removed.length > 0 && <Change what="No longer excluded">{excludes.removed.join(', ')}</Change>}
      </ul>
    </section>
  );
}
