import { CalendarDays, MapPin } from 'lucide-react';
import type { Trip } from '#domain/api/catalogue.js';
import { formatDays } from '#domain/trips/duration.js';
import { DetailHero } from '#web/components/ui/detail-hero.js';
import { useCurrency } from '#web/features/currency/hooks/use-currency.js';
import type { TripVariantConfig } from './trip-variant.js';

interface TripHeroProps {
  trip: Trip;
  days: number;
  variant: TripVariantConfig;
}

/** The trip's banner: its type, name, first place, length and price from. */
export function TripHero({ trip, days, variant }: TripHeroProps) {
  const { fromPrice } = useCurrency();
  const first = trip.trip_destinations[0]?.destination;
  return (
    <DetailHero
      titleId="trip-title"
      title={trip.name}
      titleSize="long"
      banner={trip.banner}
      bannerAlt={`${trip.name}${first ? `, ${first.name}` : ''}`}
      crumbs={[{ label: variant.listLabel, href: variant.listHref }]}
      eyebrow={
        <p className="inline-flex rounded-full bg-[var(--accent)] px-3.5 py-1 text-xs font-semibold tracking-wider text-white uppercase">
          {trip.trip_type.name}
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
            {formatDays(days)}
          </li>
        )}
        <li className="text-lg font-semibold text-gold">
          {fromPrice(trip.base_price)}
          {trip.base_price > 0 && <span className="ml-1 text-sm font-normal text-white/80"> per person</span>}
        </li>
      </ul>
    </DetailHero>
  );
}
