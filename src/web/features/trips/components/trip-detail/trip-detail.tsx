import type { ReactNode } from 'react';
import type { Trip } from '#domain/api/catalogue.js';
import { useTrip } from '#web/features/trips/api/get-trip.js';
import { useTripReviews } from '#web/features/trips/api/get-trip-reviews.js';
import { DetailPageSkeleton } from '#web/components/ui/detail-page-skeleton.js';
import { ApiError } from '#web/lib/api-client.js';
import { useT, type Translate } from '#web/i18n/i18n.js';
import { TripNotFound, TripUnavailable } from './trip-detail-states.js';
import { TripDetailView } from './trip-detail-view.js';
import { TRIP_VARIANTS, type TripVariant } from './trip-variant.js';

interface TripDetailProps {
  uuid: string | undefined;
  variant: TripVariant;
  /** the tabs with the booking form and quick actions (TripDetailTabs), composed by the page */
  renderTabs: (trip: Trip) => ReactNode;
  /** the banner's price, an island on a server-rendered page */
  renderPrice?: (trip: Trip) => ReactNode;
}

/** Both detail routes: loading, not found, unavailable, or the page itself. */
export function TripDetail({ uuid, variant, ...render }: TripDetailProps) {
  const t = useT();
  if (!uuid) return <TripUnavailable variant={TRIP_VARIANTS[variant]} message={t('No UUID provided')} />;
  // Keyed so that moving to another trip starts on its Overview tab with a fresh form.
  return <LoadedTripDetail key={uuid} uuid={uuid} variant={variant} {...render} />;
}

function LoadedTripDetail({ uuid, variant, renderTabs, renderPrice }: TripDetailProps & { uuid: string }) {
  const t = useT();
  const { data: trip, error, isPending } = useTrip(uuid);
  // Filled by the page's loader on the server; the reviews never hold the page up in the browser.
  const { data: reviews } = useTripReviews(uuid);
  const config = TRIP_VARIANTS[variant];
  if (isPending) return <DetailPageSkeleton label={t('Loading trip details…')} tabCount={4} />;
  if (trip === null) return <TripNotFound variant={config} />;
  if (error) {
    return <TripUnavailable variant={config} message={loadErrorMessage(t, error)} />;
  }
  return (
    <TripDetailView
      trip={trip}
      variant={variant}
      tabs={renderTabs(trip)}
      heroPrice={renderPrice?.(trip)}
      reviews={reviews}
    />
  );
}

// The page's own words: a server's message is written for developers, not for a traveller, and the
// client's own 'Request failed (502)' says nothing useful either. No answer at all (network down,
// a bug) gets the 'unexpected' text.
function loadErrorMessage(t: Translate, error: Error): string {
  return error instanceof ApiError
    ? t('Failed to fetch trip details.')
    : t('An unexpected error occurred while fetching trip.');
}
