import { format, isValid, parseISO } from 'date-fns';
import type { TrackedRequest } from '#web/features/requests/api/get-tracked-request.js';
import { useCurrency } from '#web/features/currency/hooks/use-currency.js';
import { FactList } from '#web/components/ui/fact-list.js';

/** '12 Sep 2027', or null for a missing date. */
export function formatDay(value: string | null): string | null {
  const date = value ? parseISO(value) : null;
  return date && isValid(date) ? format(date, 'd MMM yyyy') : null;
}

export function dateRange(start: string | null, end: string | null): string {
  const from = formatDay(start);
  const to = formatDay(end);
  if (!from) return 'To be agreed';
  return to && to !== from ? `${from} – ${to}` : from;
}

/** What was asked: one card per trip or destination, with its dates, guests, class and price. */
export function RequestLines({ lines }: { lines: TrackedRequest['lines'] }) {
  const { format: money } = useCurrency();
  return (
    <ul className="divide-y divide-ink/10">
      {lines.map((line) => {
        const facts = [
          { label: 'Dates', value: dateRange(line.start_date, line.end_date) },
          { label: 'Guests', value: String(line.guests) },
          { label: 'Class', value: line.service_class ?? '—' },
          { label: 'Price', value: line.total_price == null ? 'On request' : money(line.total_price) },
        ];
        return (
          <li key={line.line} className="py-4 first:pt-0 last:pb-0">
            <p className="text-xs font-semibold tracking-wider text-ink/65 uppercase">
              {line.item_type === 'trip' ? 'Trip' : 'Destination'}
            </p>
            <p className="mt-0.5 font-semibold break-words text-ink">{line.item_name}</p>
            <FactList facts={facts} className="mt-2" />
          </li>
        );
      })}
    </ul>
  );
}
