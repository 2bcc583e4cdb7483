import { AppLink } from '#web/lib/navigation.js';
import type { BookingSummary } from '#domain/api/personal.js';
import { buttonVariants } from '#web/components/ui/button.js';
import { RequestStatusBadge } from '#web/components/ui/request-status-badge.js';
import { RequestTimeline } from '#web/components/ui/request-timeline.js';
import { EmptyState } from '#web/components/ui/status-message.js';
import { paths } from '#web/config/paths.js';
import { useCurrency } from '#web/features/currency/hooks/use-currency.js';
import { formatDay } from '#web/features/personal/lib/dashboard-items.js';
import { referenceName } from '#web/features/reference/lib/reference-names.js';
import { bookingsByRequest, type BookedRequest } from './bookings-by-request.js';
import { FactList } from '#web/components/ui/fact-list.js';
import { useT } from '#web/i18n/i18n.js';
import { useLocale } from '#web/lib/locale.js';

/** One booked trip or asked-for destination: reference, what, when, for how many, the class, the total, the status. */
function BookingLine({ booking }: { booking: BookingSummary }) {
  const t = useT();
  const locale = useLocale();
  const { times } = useCurrency();
  // As the booking form and its e-mails show it: the price per person as shown, times the guests (shown-price.ts),
  // never the total converted on its own.
  const guests = Math.max(booking.guest_count, 1);
  const total = (usd: number) => times(usd / guests, guests).total;
  const facts = [
    { label: t('Start date'), value: formatDay(booking.start_date, locale) ?? t('To be agreed') },
    { label: t('Guests'), value: String(booking.guest_count) },
    { label: t('Class'), value: booking.service_class ? referenceName(t, booking.service_class) : '—' },
    { label: t('Total'), value: booking.total_price == null ? t('On request') : total(booking.total_price) },
  ];
  return (
    <li className="py-4 first:pt-0">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wider text-ink/70 uppercase">
            {booking.item_type === 'destination' ? t('Destination inquiry') : t('Trip booking')} · {booking.reference}
          </p>
          <p className="mt-0.5 font-semibold break-words text-ink">{booking.item_name}</p>
        </div>
        <RequestStatusBadge status={booking.status} label={booking.status_label} />
      </div>
      <FactList facts={facts} className="mt-3" />
    </li>
  );
}

/**
 * The lines sent together under one reference, then the agency's quote, a link to the request's own page (its quote to
 * accept, what to pay, a box to write to the agency) and the request's history, once.
 */
function BookedRequestCard({ request }: { request: BookedRequest }) {
  const t = useT();
  const { format } = useCurrency();
  const { first } = request;
  return (
    <article aria-label={t('Request {reference}', { reference: request.reference })} className="py-5">
      <ul className="divide-y divide-ink/10">
        {request.lines.map((booking) => (
          <BookingLine key={booking.uuid} booking={booking} />
        ))}
      </ul>
      {first.quoted_price != null && (
        <p className="mt-3 text-sm text-ink">
          <span className="text-ink/65">
            {request.lines.length > 1 ? t('Quoted price for the whole request:') : t('Quoted price:')}{' '}
          </span>
          <span className="font-semibold">{format(first.quoted_price)}</span>
        </p>
      )}
      {first.status === 'confirmed' && !first.travellers_complete && (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-gold/10 px-4 py-3 ring-1 ring-gold/40">
          <p className="text-sm font-medium text-ink">
            {t("Your trip is confirmed: please send the travellers' details.")}
          </p>
          <AppLink
            to={`${paths.trackRequest.getHref(request.reference)}#travellers`}
            className={buttonVariants({ size: 'sm' })}
          >
            {t("Add travellers' details")}
          </AppLink>
        </div>
      )}
      <p className="mt-3">
        <AppLink
          to={paths.trackRequest.getHref(request.reference)}
          className="text-sm font-semibold text-gold-dark underline underline-offset-4"
        >
          {first.quoted_price != null
            ? t('See the quote, what to pay and write to us')
            : t('Open the request and write to us')}
        </AppLink>
      </p>
      <details className="group mt-3 rounded-xl bg-sand/60 px-4 py-3">
        <summary className="cursor-pointer text-sm font-semibold text-gold-dark">
          {t('History')}
          <span className="font-normal text-ink/65"> · {first.timeline.length}</span>
        </summary>
        <RequestTimeline entries={first.timeline} className="mt-4 ml-1.5" />
      </details>
    </article>
  );
}

/** The Bookings tab: the tourist's requests, newest first, each line with its status and each request's history. */
export function BookingsList({ bookings }: { bookings: BookingSummary[] }) {
  const t = useT();
  if (bookings.length === 0) {
    return (
      <EmptyState className="mt-4">
        {t('You have no bookings yet.')}{' '}
        <AppLink to={paths.tours.getHref()} className="font-medium text-gold-dark underline underline-offset-4">
          {t('Explore tours')}
        </AppLink>
      </EmptyState>
    );
  }
  return (
    <div className="divide-y divide-ink/10">
      {bookingsByRequest(bookings).map((request) => (
        <BookedRequestCard key={request.reference} request={request} />
      ))}
    </div>
  );
}
