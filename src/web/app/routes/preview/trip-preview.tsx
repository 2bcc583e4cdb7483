import { useParams, useSearchParams } from 'react-router';
import { isSafariTrip } from '#domain/trips/classification.js';
import { DetailPageSkeleton } from '#web/components/ui/detail-page-skeleton.js';
import { useTripPreview } from '#web/features/trips/api/get-trip-preview.js';
import { TripUnavailable } from '#web/features/trips/components/trip-detail/trip-detail-states.js';
import { TripDetailTabs } from '#web/features/trips/components/trip-detail/trip-detail-tabs.js';
import { TripDetailView } from '#web/features/trips/components/trip-detail/trip-detail-view.js';
import { readTripPageParams } from '#domain/site-paths.js';
import { useT } from '#web/i18n/i18n.js';
import { TRIP_VARIANTS } from '#web/features/trips/components/trip-detail/trip-variant.js';
import { PreviewBanner, PreviewExpired, PreviewFormNote } from './preview-parts.js';

/**
 * /preview/trip/{uuid}?token=: the storefront's own trip page for a trip in any state, opened from the
 * back office's Preview with a signed token (docs/decisions/013-draft-preview.md).
 */
export default function TripPreviewPage() {
  const t = useT();
  const { uuid = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { data: trip, error, isPending } = useTripPreview(uuid, searchParams.get('token') ?? '');
  if (isPending) return <DetailPageSkeleton label={t('Loading the preview…')} tabCount={4} />;
  if (error) return <TripUnavailable variant={TRIP_VARIANTS.safari} message={t('The preview could not be loaded.')} />;
  if (!trip) return <PreviewExpired />;
  const variant = isSafariTrip(trip) ? 'safari' : 'zanzibar';
  return (
    <>
      <PreviewBanner published={trip.is_published} />
      <TripDetailView
        trip={trip}
        variant={variant}
        noIndex
        tabs={
          <TripDetailTabs
            trip={trip}
            variant={variant}
            requestedTab={readTripPageParams(searchParams).tab}
            bookingForm={<PreviewFormNote what="bookings" />}
          />
        }
      />
    </>
  );
}
