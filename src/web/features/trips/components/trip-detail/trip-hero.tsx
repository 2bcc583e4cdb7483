import { CalendarDays, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Trip } from '#domain/api/catalogue.js';
import { DetailHero } from '#web/components/ui/detail-hero.js';
import { referenceName } from '#web/features/reference/lib/reference-names.js';
import { usePartyPrice } from '#web/features/trips/hooks/use-trip-price.js';
import { useTripTexts } from '#web/features/trips/hooks/use-trip-texts.js';
import { useT } from '#web/i18n/i18n.js';
import type { TripVariantConfig } from './trip-variant.js';

interface TripHeroProps {
  trip: Trip;
  days: number;
  variant: TripVariantConfig;
  /** the price in an island of its own on a server-rendered page (`TripHeroPrice` otherwise) */
  price?: ReactNode;
}

/** What the trip's banner shows, for a reader who cannot see it (the page's share picture too). */
export function tripBannerAlt(trip: Trip): string {
  const first = trip.trip_destinations[0]?.destination;
  return `${trip.name}${first ? `, ${first.name}` : ''}`;
}

/**
 * The banner's price: the party's when the tourist has given dates and guests, else the starting price and what it
 * is for (use-trip-price.ts). It follows the summary's picker and the booking form, so a server-rendered page shows it
 * in an island of its own.
 */
export function TripHeroPrice({ trip }: { trip: Trip }) {
  const { shown } = usePartyPrice(trip);
  return (
    <span>
      {shown.headline}
      {shown.detail && <span className="block text-sm font-normal text-white/80">{shown.detail}</span>}
    </span>
  );
}

/** The trip's banner: its type, name, first place, length and price. */
export function TripHero({ trip, days, variant, price }: TripHeroProps) {
  const t = useT();
  const texts = useTripTexts();
  const first = trip.trip_destinations[0]?.destination;
  return (
    <DetailHero
      titleId="trip-title"
      title={trip.name}
      titleSize="long"
      banner={trip.banner}
      bannerAlt={tripBannerAlt(trip)}
      crumbs={[{ label: t(variant.listLabel), href: variant.listHref }]}
      eyebrow={
        <p className="inline-flex rounded-full bg-[var(--accent)] px-3.5 py-1 text-xs font-semibold tracking-wider text-white uppercase">
          {referenceName(t, trip.trip_type.name)}
        </p>
      }
    >
      <ul className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-base text-white/90">
        {first && (
          <li className="inline-flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4.5 text-gold" />
            {first.name}
          </li>
        )}
        {days > 0 && (
          <li className="inline-flex items-center gap-2">
            <CalendarDays aria-hidden="true" className="size-4.5 text-gold" />
            {texts.days(days)}
          </li>
        )}
        <li className="text-lg font-semibold text-gold">{price ?? <TripHeroPrice trip={trip} />}</li>
      </ul>
    </DetailHero>
  );
}
