import { AppLink } from '#web/lib/navigation.js';
import type { ReactNode } from 'react';
import type { Destination } from '#domain/api/catalogue.js';
import { ResponsiveImage } from '#web/components/ui/responsive-image.js';
import { paths } from '#web/config/paths.js';
import { referenceName } from '#web/features/reference/lib/reference-names.js';
import { useT } from '#web/i18n/i18n.js';

interface DestinationCardProps {
  destination: Destination;
  /** a control drawn on the image corner (the like button) */
  action?: ReactNode;
  /** the travellers' average rating, beside the price line */
  rating?: ReactNode;
}

/** Destinations always read 'Contact for pricing'. */
export function DestinationCard({ destination, action, rating }: DestinationCardProps) {
  const t = useT();
  const location = referenceName(t, destination.location.name);
  return (
    <article className="group relative overflow-hidden rounded-2xl bg-ink shadow-sm">
      <ResponsiveImage
        src={destination.image}
        alt={`${destination.name}, ${location}`}
        width={800}
        height={600}
        sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-[4/3] w-full opacity-95 transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
      />
      <div className="absolute inset-0 bg-gradient-to-t from-ink/85 via-ink/25 to-transparent" />
      {action && <div className="absolute top-3 right-3 z-10">{action}</div>}
      <div className="absolute inset-x-0 bottom-0 p-5 text-white">
        <p className="text-xs font-semibold tracking-wider text-white/85 uppercase">{location}</p>
        <h3 className="mt-1 font-display text-xl">
          <AppLink
            to={paths.destination.getHref(destination.uuid)}
            className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-gold"
          >
            {destination.name}
          </AppLink>
        </h3>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3">
          <p className="text-sm text-white/85">{t('Contact for pricing')}</p>
          {rating}
        </div>
      </div>
    </article>
  );
}
