import type { Trip } from '#domain/api/catalogue.js';
import type { TripReviewsPage } from '#domain/api/reviews.js';
import { richTextExcerpt } from '#web/components/ui/rich-text.js';
import { Seo } from '#web/components/seo.js';
import { usePageUrl } from '#web/components/use-page-url.js';
import { useLocale } from '#web/lib/locale.js';
import { tripJsonLd } from '#web/features/trips/lib/trip-detail-json-ld.js';
import { tripBannerAlt } from './trip-hero.js';

export function TripDetailSeo({
  trip,
  noIndex,
  reviews,
}: {
  trip: Trip;
  noIndex?: boolean | undefined;
  reviews?: TripReviewsPage | null | undefined;
}) {
  const description = richTextExcerpt(trip.description) || trip.name;
  const { origin, url } = usePageUrl();
  const locale = useLocale();
  return (
    <Seo
      title={trip.name}
      description={description}
      image={trip.banner}
      imageAlt={tripBannerAlt(trip)}
      noIndex={noIndex}
      jsonLd={tripJsonLd(trip, { origin, url, description, locale, reviews })}
    />
  );
}
