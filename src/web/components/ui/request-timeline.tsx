import type { TouristTimelineEntry } from '#domain/api/requests-desk.js';
import { agencyDateTime } from '#domain/dates/agency-time.js';
import { TOURIST_STATUS_LABELS } from '#domain/requests/request-status.js';
import { useT, type Translate } from '#web/i18n/i18n.js';
import { cn } from '#web/lib/cn.js';
import { useLocale } from '#web/lib/locale.js';

const DOT: Record<TouristTimelineEntry['kind'], string> = {
  received: 'bg-gold',
  status: 'bg-acacia',
  message: 'bg-ocean',
  tourist_message: 'bg-ink/40',
};

/** An entry in the page's language: the arrival and a status by their names here, with the words written with them. */
function entryText(entry: TouristTimelineEntry, t: Translate): string {
  if (entry.kind === 'received') return t('Request received');
  if (entry.kind !== 'status' || entry.status === null) return entry.words || entry.text;
  const label = t(TOURIST_STATUS_LABELS[entry.status]);
  return entry.words ? `${label} — ${entry.words}` : label;
}

/**
 * A request's history as the tourist may read it (the agency's messages signed by it, the tourist's own as 'You:'):
 * a vertical line of dated entries, oldest first, each at the
 * agency's time with its zone ('3 Nov 2026, 14:05 EAT'), as the desk shows it: neither the server's UTC nor the
 * visitor's own zone, which a page rendered on the server and read in the browser could not agree on.
 */
export function RequestTimeline({
  entries,
  className,
}: {
  entries: readonly TouristTimelineEntry[];
  className?: string;
}) {
  const locale = useLocale();
  const t = useT();
  return (
    <ol className={cn('relative space-y-5 border-l border-ink/15 pl-6', className)}>
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="relative">
          <span
            aria-hidden="true"
            className={cn('absolute top-1.5 -left-[1.85rem] size-3 rounded-full ring-4 ring-white', DOT[entry.kind])}
          />
          <time dateTime={entry.at} className="block text-xs font-medium tracking-wide text-ink/65 uppercase">
            {agencyDateTime(entry.at, locale)}
          </time>
          <p className="mt-0.5 text-sm leading-relaxed break-words whitespace-pre-line text-ink">
            {entry.kind === 'message' && <span className="font-semibold">Kilele Safaris: </span>}
            {entry.kind === 'tourist_message' && <span className="font-semibold">{t('You:')} </span>}
            {entryText(entry, t)}
          </p>
        </li>
      ))}
    </ol>
  );
}
