import type { Trip } from '#domain/api/catalogue.js';
import { bookingTotal } from '#domain/pricing/booking-total.js';
import { useCurrency } from '#web/features/currency/hooks/use-currency.js';
import { referenceName } from '#web/features/reference/lib/reference-names.js';
import { msg, useT } from '#web/i18n/i18n.js';

interface TripPricePreviewProps {
  trip: Trip;
  startDate: string;
  guests: string;
  serviceClass: string | undefined;
}

const SEASON_TEXT = {
  Low: msg('Low season (January–June)'),
  High: msg('High season (July–December)'),
} as const;

/** The same sum the server makes (docs/behaviour/trip-detail.md 'Pricing'), shown live in the visitor's currency. */
export function TripPricePreview({ trip, startDate, guests, serviceClass }: TripPricePreviewProps) {
  const t = useT();
  const { times, selectedCode } = useCurrency();
  const guestCount = Number(guests);
  const total = bookingTotal({
    startDate: startDate || null,
    guestCount: Number.isFinite(guestCount) ? guestCount : 0,
    serviceClass,
    basePrice: trip.base_price,
    budgets: trip.budgets.map((b) => ({
      season: b.season.name,
      serviceClass: b.service_class.name,
      quantity: b.quantity,
      price: b.price,
    })),
  });
  const shownGuests = Number.isInteger(guestCount) && guestCount > 0 ? guestCount : 0;
  // The total is the shown price per person times the guests, never a figure converted on its own.
  const shown = times(total.pricePerPerson, shownGuests);

  return (
    <section aria-labelledby="price-preview-heading" className="rounded-2xl bg-sand p-5 sm:p-6">
      <h3 id="price-preview-heading" className="font-display text-lg text-ink">
        {t('Your price')}
      </h3>
      <dl className="mt-4 grid gap-x-6 gap-y-2.5 text-sm sm:grid-cols-2">
        <Row
          term={t('Season')}
          detail={t(SEASON_TEXT[total.season])}
          note={startDate ? undefined : t('until you pick a start date')}
        />
        <Row term={t('Group rate')} detail={t('{tier}-guest rate', { tier: total.tier })} />
        <Row term={t('Class')} detail={referenceName(t, total.serviceClass)} />
        <Row term={t('Per person')} detail={shown.unit} />
      </dl>
      <div className="mt-5 flex flex-wrap items-end justify-between gap-2 border-t border-ink/10 pt-4">
        <p className="text-sm text-ink/70">
          {t('Total for {count, plural, one {{count} guest} other {{count} guests}}', { count: shownGuests })}
          <span className="block text-xs text-ink/70">
            {selectedCode === 'USD'
              ? t('In US dollars; confirmed by e-mail.')
              : t('Converted from US dollars into {currency}; confirmed by e-mail.', { currency: selectedCode })}
          </span>
        </p>
        <p aria-live="polite" className="font-display text-3xl font-medium text-gold-dark tabular-nums">
          {shown.total}
        </p>
      </div>
    </section>
  );
}

function Row({ term, detail, note }: { term: string; detail: string; note?: string }) {
  return (
    <div className="flex justify-between gap-4 sm:block">
      <dt className="text-ink/70">{term}</dt>
      <dd className="text-right font-semibold text-ink sm:mt-0.5 sm:text-left">
        {detail}
        {note && <span className="block text-xs font-normal text-ink/70">{note}</span>}
      </dd>
    </div>
  );
}
