import { CalendarDays, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { Trip } from '#domain/api/catalogue.js';
import { formatDays } from '#domain/trips/duration.js';
import { ResponsiveImage } from '#web/components/ui/responsive-image.js';
import { paths } from '#web/config/paths.js';
import { useCurrency } from '#web/features/currency/hooks/use-currency.js';
import type { TripVariantConfig } from './trip-variant.js';

interface TripHeroProps {
  trip: Trip;
  days: number;
  variant: TripVariantConfig;
}

/** DESIGN.md 'Detail page': a full-width banner with a dark gradient so the title stays legible. */
export function TripHero({ trip, days, variant }: TripHeroProps) {
  const { fromPrice } = useCurrency();
  const first = trip.trip_destinations[0]?.destination;
  return (
    <section
      aria-labelledby="trip-title"
      className="relative isolate flex min-h-[480px] items-end overflow-hidden bg-ink sm:min-h-[540px] lg:min-h-[620px]"
    >
      <ResponsiveImage
        src={trip.banner}
        alt={`${trip.name}${first ? `, ${first.name}` : ''}`}
        width={1920}
        height={800}
        sizes="100vw"
        priority
        className="absolute inset-0 -z-20 h-full w-full"
      />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/95 via-ink/50 to-ink/20" />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 hidden bg-gradient-to-r from-ink/60 to-transparent lg:block"
      />

      <div className="mx-auto w-full max-w-7xl px-4 pt-32 pb-10 sm:px-6 sm:pb-14 lg:px-8">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-x-2 text-sm text-white/80">
            <li>
              <Link to={paths.home.getHref()} className="rounded hover:text-white hover:underline">
                Home
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link to={variant.listHref} className="rounded hover:text-white hover:underline">
                {variant.listLabel}
              </Link>
            </li>
          </ol>
        </nav>

        <p className="mt-6 inline-flex rounded-full bg-[var(--accent)] px-3.5 py-1 text-xs font-semibold tracking-wider text-white uppercase">
          {trip.trip_type.name}
        </p>
        <h1
          id="trip-title"
          className="mt-4 max-w-4xl text-4xl leading-[1.08] font-medium text-balance text-white sm:text-5xl lg:text-6xl"
        >
          {trip.name}
        </h1>

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
      </div>
    </section>
  );
}
