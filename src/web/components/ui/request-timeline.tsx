import { isValid, parseISO } from 'date-fns';
import type { TouristTimelineEntry } from '#domain/api/requests-desk.js';
import { cn } from '#web/lib/cn.js';
import { formatDate } from '#web/lib/format-date.js';
import type { Locale } from '#domain/i18n/locales.js';
import { useLocale } from '#web/lib/locale.js';

const DOT: Record<TouristTimelineEntry['kind'], string> = {
  received: 'bg-gold',
  status: 'bg-acacia',
  message: 'bg-ocean',
};

/** '3 Nov 2026, 14:05' in the visitor's own time zone. */
function when(at: string, locale: Locale): string {
  const date = parseISO(at);
  return isValid(date) ? formatDate(date, 'dayTime', locale) : '';
}

/** A request's history as the tourist may read it: a vertical line of dated entries, oldest first. */
export function RequestTimeline({
  entries,
  className,
}: {
  entries: readonly TouristTimelineEntry[];
  className?: string;
}) {
  const locale = useLocale();
  return (
    <ol className={cn('relative space-y-5 border-l border-ink/15 pl-6', className)}>
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="relative">
          <span
            aria-hidden="true"
            className={cn('absolute top-1.5 -left-[1.85rem] size-3 rounded-full ring-4 ring-white', DOT[entry.kind])}
          />
          <time dateTime={entry.at} className="block text-xs font-medium tracking-wide text-ink/65 uppercase">
            {when(entry.at, locale)}
          </time>
          <p className="mt-0.5 text-sm leading-relaxed break-words whitespace-pre-line text-ink">
            {entry.kind === 'message' && <span className="font-semibold">Kilele Safaris: </span>}
            {entry.text}
          </p>
        </li>
      ))}
    </ol>
  );
}
