import type { DeskRequest } from '#domain/api/requests-desk.js';
import { LOCALE_NAMES } from '#domain/i18n/locales.js';
import { budgetBandInEnglish } from '#domain/schemas/inquiry.js';
import { deskDate, deskMoney } from '#web/features/admin-requests/lib/desk-format.js';

/** 'German · EUR at 1 USD = 0.92 (28 Nov 2026)': what to write the quote in, and the rate the tourist saw. */
const sentIn = ({ locale, currency, exchange_rate, rated_on }: DeskRequest['sent_in']) =>
  currency === 'USD'
    ? `${LOCALE_NAMES[locale]} · USD`
    : `${LOCALE_NAMES[locale]} · ${currency} at 1 USD = ${exchange_rate} ${currency} (${deskDate(rated_on)})`;

const TIER = (tier: number | null) => (tier === null ? '—' : tier >= 6 ? '6+ guests' : `${tier} guests`);

/** Everything the visitor sent: each item with its price breakdown, their own words, an inquiry's fields. */
export function RequestDetails({ request }: { request: DeskRequest }) {
  const { inquiry } = request;
  return (
    <section aria-labelledby="sent-title" className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-ink/10">
      <h2 id="sent-title" className="font-display text-base font-semibold">
        What the visitor sent
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr_auto_1fr]">
        <dt className="text-ink/65">Travel</dt>
        <dd>
          {deskDate(request.start_date)}
          {request.end_date && ` – ${deskDate(request.end_date)}`}
        </dd>
        <dt className="text-ink/65">Guests</dt>
        <dd>{request.guests}</dd>
        <dt className="text-ink/65">Total as sent</dt>
        <dd className="tabular-nums">{deskMoney(request.total_price, request.currency)}</dd>
        <dt className="text-ink/65">Quoted</dt>
        <dd className="tabular-nums">{deskMoney(request.quoted_price)}</dd>
        <dt className="text-ink/65">Sent in</dt>
        <dd className="sm:col-span-3">{sentIn(request.sent_in)}</dd>
      </dl>
      {request.lines.length > 0 && (
        // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Items and prices">
          <table className="w-full text-left">
            <caption className="sr-only">Items and their price breakdown</caption>
            <thead className="text-xs text-ink/65">
              <tr>
                {['Item', 'Dates', 'Guests', 'Season', 'Tier', 'Class', 'Per person', 'Total'].map((h) => (
                  <th key={h} scope="col" className="px-2 py-1 font-semibold whitespace-nowrap">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {request.lines.map((line) => (
                <tr key={line.line} className="border-t border-ink/5">
                  <td className="px-2 py-1.5 font-medium">{line.item_name}</td>
                  <td className="px-2 py-1.5 whitespace-nowrap">
                    {deskDate(line.start_date)}
                    {line.end_date && ` – ${deskDate(line.end_date)}`}
                  </td>
                  <td className="px-2 py-1.5 tabular-nums">{line.guests}</td>
                  <td className="px-2 py-1.5">{line.season ?? '—'}</td>
                  <td className="px-2 py-1.5 whitespace-nowrap">{TIER(line.tier)}</td>
                  <td className="px-2 py-1.5">{line.service_class ?? '—'}</td>
                  <td className="px-2 py-1.5 tabular-nums">{deskMoney(line.per_person)}</td>
                  <td className="px-2 py-1.5 tabular-nums">{deskMoney(line.total_price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {inquiry && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {(
            [
              ['Trip type', inquiry.trip_type],
              ['Class', inquiry.service_class],
              ['Budget', budgetBandInEnglish(inquiry.budget)],
              ['Destinations', inquiry.destinations.join(', ')],
              ['Places', inquiry.locations.join(', ')],
              ['Sent from', inquiry.source_page],
            ] as const
          )
            .filter(([, value]) => value)
            .map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="text-ink/65">{term}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
        </dl>
      )}
      {request.note && (
        <figure className="rounded-lg bg-sand p-3">
          <figcaption className="text-xs font-semibold text-ink/65">The visitor wrote</figcaption>
          <blockquote className="mt-1 break-words whitespace-pre-line">{request.note}</blockquote>
        </figure>
      )}
    </section>
  );
}
