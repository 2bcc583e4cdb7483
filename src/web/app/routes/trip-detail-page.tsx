import { useParams, useSearchParams } from 'react-router';
import { readTripPageParams } from '#domain/site-paths.js';
import TripDetailsIsland from '#web/app/islands/trip-details.island.js';
import TripPriceIsland from '#web/app/islands/trip-price.island.js';
import { TripDetail } from '#web/features/trips/components/trip-detail/trip-detail.js';
import type { TripVariant } from '#web/features/trips/components/trip-detail/trip-variant.js';

/** A trip's page: the banner and facts as HTML, its tabs with the booking form and the quick actions an island. */
export function TripDetailPage({ variant }: { variant: TripVariant }) {
  const { uuid } = useParams();
  const [searchParams] = useSearchParams();
  const requestedTab = readTripPageParams(searchParams).tab;
  return (
    <TripDetail
      uuid={uuid}
      variant={variant}
      renderTabs={(trip) => <TripDetailsIsland uuid={trip.uuid} variant={variant} requestedTab={requestedTab} />}
      renderPrice={(trip) => <TripPriceIsland uuid={trip.uuid} />}
    />
  );
}
