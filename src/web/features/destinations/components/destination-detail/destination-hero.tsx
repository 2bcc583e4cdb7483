import { Map, MapPin } from 'lucide-react';
import type { Destination } from '#domain/api/catalogue.js';
import { DetailHero } from '#web/components/ui/detail-hero.js';
import { paths } from '#web/config/paths.js';
import { referenceName } from '#web/features/reference/lib/reference-names.js';
import { useT, type Translate } from '#web/i18n/i18n.js';

/** What the destination's banner shows, for a reader who cannot see it (the page's share picture too). */
export const destinationBannerAlt = (destination: Destination, t: Translate) =>
  `${destination.name}, ${referenceName(t, destination.location.name)}`;

/** The destination's banner: name, location, region and categories, and the way back to its list. */
export function DestinationHero({ destination, isZanzibar }: { destination: Destination; isZanzibar: boolean }) {
  const t = useT();
  const location = referenceName(t, destination.location.name);
  const back = isZanzibar
    ? { label: t('Zanzibar Tours'), href: paths.tours.getHref() }
    : { label: t('Safaris'), href: paths.safaris.getHref() };
  return (
    <DetailHero
      titleId="destination-title"
      title={destination.name}
      banner={destination.banner}
      bannerAlt={destinationBannerAlt(destination, t)}
      crumbs={[back]}
    >
      <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-base text-white/90">
        <li className="inline-flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4.5 text-gold" />
          <span className="sr-only">{t('Location:')} </span>
          {location}
        </li>
        <li className="inline-flex items-center gap-2">
          <Map aria-hidden="true" className="size-4.5 text-gold" />
          <span className="sr-only">{t('Region:')} </span>
          {referenceName(t, destination.region.name)}
        </li>
      </ul>
      {destination.categories.length > 0 && (
        <ul aria-label={t('Categories')} className="mt-6 flex flex-wrap gap-2">
          {destination.categories.map((category) => (
            <li
              key={category.name}
              className="rounded-full bg-white/15 px-3.5 py-1 text-sm font-medium text-white ring-1 ring-white/25 backdrop-blur-sm"
            >
              {category.name}
            </li>
          ))}
        </ul>
      )}
    </DetailHero>
  );
}
