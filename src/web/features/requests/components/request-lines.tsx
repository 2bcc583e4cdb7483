import { isValid, parseISO } from 'date-fns';
import type { TrackedRequest } from '#web/features/requests/api/get-tracked-request.js';
import { sentMoney } from '#web/features/requests/lib/sent-money.js';
import { referenceName } from '#web/features/reference/lib/reference-names.js';
import { FactList } from '#web/components/ui/fact-list.js';
import { useT, type Translate } from '#web/i18n/i18n.js';
import { formatDate } from '#web/lib/format-date.js';
import type { Locale } from '#domain/i18n/locales.js';
import { useLocale } from '#web/lib/locale.js';

/** '12 Sep 2027', or null for a missing date. */
export function formatDay(value: string | null, locale: Locale): string | null {
  const date = value ? parseISO(value) : null;
  return date && isValid(date) ? formatDate(date, 'day', locale) : null;
}

export function dateRange(start: string | null, end: string | null, t: Translate, locale: Locale): string {
  const from = formatDay(start, locale);
  const to = formatDay(end, locale);
  if (!from) return t('To be agreed');
  return to && to !== from ? `${from} – ${to}` : from;
}

/** What was asked: one card per trip or destination, with its dates, guests, class and price. */
export function RequestLines({ lines, sentIn }: { lines: TrackedRequest['lines']; sentIn: TrackedRequest['sent_in'] }) {
  const t = useT();
  const locale = useLocale();
  const money = sentMoney(sentIn, locale);
  return (
    <ul className="divide-y divide-ink/10">
      {lines.map((line) => {
        const facts = [
          { label: t('Dates'), value: dateRange(line.start_date, line.end_date, t, locale) },
          { label: t('Guests'), value: String(line.guests) },
          { label: t('Class'), value: line.service_class ? referenceName(t, line.service_class) : '—' },
          {
            label: t('Price'),
            value: line.total_price == null ? t('On request') : money.line(line.total_price, line.guests),
          },
        ];
        return (
          <li key={line.line} className="py-4 first:pt-0 last:pb-0">
            <p className="text-xs font-semibold tracking-wider text-ink/65 uppercase">
              {line.item_type === 'trip' ? t('Trip') : t('Destination')}
            </p>
            <p className="mt-0.5 font-semibold break-words text-ink">{line.item_name}</p>
            <FactList facts={facts} className="mt-2" />
          </li>
        );
      })}
    </ul>
  );
}
