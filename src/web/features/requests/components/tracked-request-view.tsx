import { todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import { REQUEST_TYPE_LABELS } from '#domain/requests/request-status.js';
import { RequestStatusBadge } from '#web/components/ui/request-status-badge.js';
import { RequestTimeline } from '#web/components/ui/request-timeline.js';
import type { TrackedRequest } from '#web/features/requests/api/get-tracked-request.js';
import { sentMoney } from '#web/features/requests/lib/sent-money.js';
import { dateRange, formatDay, RequestLines } from './request-lines.js';
import { PaymentsPanel } from './payments-panel.js';
import { ReplyForm } from './reply-form.js';
import type { TrackedAccess } from './tracked-access.js';
import { TrackedQuotes } from './tracked-quotes.js';
import { TrackedTravellers } from './tracked-travellers.js';
import { useT, type Translate } from '#web/i18n/i18n.js';
import { useLocale } from '#web/lib/locale.js';

/** The price the tourist is asked: the agency's quote once sent, else the price when booked. */
function priceFact(request: TrackedRequest, money: ReturnType<typeof sentMoney>, t: Translate) {
  if (request.quoted_price != null) return { label: t('Quoted price'), value: money.amount(request.quoted_price) };
  if (request.total_price != null) {
    return { label: t('Total'), value: money.total(request.lines, request.total_price) };
  }
  return { label: t('Price'), value: t('We will send you a quote') };
}

/**
 * One request as its tourist follows it: status, the agency's quote to accept or ask changes to, what to pay once
 * confirmed, what was asked, the price, and its history with a box to write to the agency.
 */
export function TrackedRequestView({ request, access }: { request: TrackedRequest; access: TrackedAccess }) {
  const t = useT();
  const locale = useLocale();
  // At the rate of the day it was sent, in its currency: the figures of its e-mails, whatever is chosen now.
  const money = sentMoney(request.sent_in, locale);
  const facts = [
    // The day on the agency's calendar, as its time in the history below: not the UTC day of the stored instant.
    { label: t('Sent on'), value: formatDay(todayInDarEsSalaam(new Date(request.received_at)), locale) ?? '—' },
    { label: t('Travel dates'), value: dateRange(request.start_date, request.end_date, t, locale) },
    { label: t('Guests'), value: String(request.guests) },
    priceFact(request, money, t),
  ];
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.18em] text-gold-dark uppercase">
            {t(REQUEST_TYPE_LABELS[request.type])} · <span data-testid="reference">{request.reference}</span>
          </p>
          <h1 className="mt-2 font-display text-3xl leading-tight font-semibold break-words md:text-4xl">
            {request.item_name}
          </h1>
        </div>
        <RequestStatusBadge status={request.status} label={request.status_label} className="text-sm" />
      </header>

      <section aria-label={t('Summary')} className="rounded-2xl bg-white p-5 shadow-sm sm:p-6">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-4">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-sm text-ink/65">{fact.label}</dt>
              <dd className="mt-0.5 font-semibold text-ink">{fact.value}</dd>
            </div>
          ))}
        </dl>
        {request.quoted_price != null && request.total_price != null && (
          <p className="mt-4 text-sm text-ink/70">
            {t('Price when you asked: {price}', { price: money.total(request.lines, request.total_price) })}
          </p>
        )}
      </section>

      {/* Once confirmed, what to pay comes first; the accepted quote stays readable below it. */}
      {request.payments && (
        <PaymentsPanel payments={request.payments} payTo={request.pay_to} sentIn={request.sent_in} />
      )}
      <TrackedTravellers request={request} access={access} />
      <TrackedQuotes request={request} access={access} />

      <section aria-labelledby="asked-heading" className="rounded-2xl bg-white p-5 shadow-sm sm:p-6">
        <h2 id="asked-heading" className="mb-4 font-display text-xl font-semibold">
          {t('What you asked for')}
        </h2>
        <RequestLines lines={request.lines} sentIn={request.sent_in} />
      </section>

      <section aria-labelledby="history-heading" className="rounded-2xl bg-white p-5 shadow-sm sm:p-6">
        <h2 id="history-heading" className="mb-4 font-display text-xl font-semibold">
          {t('History')}
        </h2>
        <RequestTimeline entries={request.timeline} />
        <ReplyForm access={access} />
      </section>
    </div>
  );
}
