import type { Trip } from '#domain/api/catalogue.js';
import { richTextExcerpt } from '#web/components/ui/rich-text.js';
import { Seo } from '#web/components/seo.js';
import { tripJsonLd } from '#web/features/trips/lib/trip-detail-json-ld.js';

export function TripDetailSeo({ trip }: { trip: Trip }) {
  const description = richTextExcerpt(trip.description) || trip.name;
  const origin = window.location.origin;
  const url = `${origin}${window.location.pathname}`;
  return (
    <Seo
      title={trip.name}
      description={description}
      image={trip.banner}
      type="product"
      jsonLd={tripJsonLd(trip, { origin, url, description })}
    />
  );
}
