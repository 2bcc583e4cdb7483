import { AppLink } from '#web/lib/navigation.js';
import { CalendarCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Trip } from '#domain/api/catalogue.js';
import type { StayQuery } from '#domain/site-paths.js';
import { tripHref } from '#domain/trips/trip-href.js';
import { tripDurationDays } from '#domain/trips/duration.js';
import { ResponsiveImage } from '#web/components/ui/responsive-image.js';
import { useTripPrice } from '#web/features/trips/hooks/use-trip-price.js';
import { useTripTexts } from '#web/features/trips/hooks/use-trip-texts.js';
import { useT } from '#web/i18n/i18n.js';

interface TripCardProps {
  trip: Trip;
  /** a control drawn on the image corner (the like button) */
  action?: ReactNode;
  /** the travellers' average rating, beside the price */
  rating?: ReactNode;
  /** the searched stay, carried to the detail page so the booking form starts from it */
  stay?: StayQuery | undefined;
  /** a short note on the image, e.g. 'Fits your 7 days' */
  badge?: string | undefined;
}

/** The trip card: 4:3 image, destination, duration and places, title, 'From {price}' and what it is for, two highlights. */
export function TripCard({ trip, action, rating, stay, badge }: TripCardProps) {
  const t = useT();
  const { days } = useTripTexts();
  // The searched dates' season when there is a search: the price says which cell of the table it is.
  const price = useTripPrice(trip, { startDate: stay?.checkIn });
  const first = trip.trip_destinations[0]?.destination;
  const places = trip.trip_destinations.length;
  const highlights = [...trip.trip_points].sort((a, b) => a.order - b.order).slice(0, 2);
  const href = tripHref(trip, stay);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/10 transition-shadow duration-200 hover:shadow-lg">
      <div className="relative">
        <ResponsiveImage
          src={trip.image}
          alt={`${trip.name}${first ? `, ${first.name}` : ''}`}
          width={800}
          height={600}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="aspect-[4/3] w-full transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
        />
        {action && <div className="absolute top-3 right-3 z-10">{action}</div>}
        {badge && (
          <p className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-acacia px-3 py-1 text-xs font-semibold text-white shadow-sm">
            <CalendarCheck aria-hidden="true" className="size-3.5" />
            {badge}
          </p>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wider text-ink/65 uppercase">
          {first?.name ?? t('Tanzania')} · {days(tripDurationDays(trip))}
          {places > 1 && ` · ${t('{count, plural, one {{count} place} other {{count} places}}', { count: places })}`}
        </p>
        <h3 className="mt-1.5 font-display text-xl leading-snug text-ink">
          <AppLink
            to={href}
            className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-gold"
          >
            {trip.name}
          </AppLink>
        </h3>
        {highlights.length > 0 && (
          <ul className="mt-3 space-y-1 text-sm text-ink/75">
            {highlights.map((point) => (
              <li key={point.order} className="line-clamp-1">
                {point.title}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 pt-4">
          <p className="text-lg font-semibold text-gold-dark">
            {price.headline}
            {price.detail && <span className="block text-xs font-normal text-ink/65">{price.detail}</span>}
          </p>
          {rating}
        </div>
      </div>
    </article>
  );
}
