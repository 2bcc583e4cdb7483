import { useParams } from 'react-router';
import { TripBookingForm } from '#web/features/booking/components/trip-booking-form.js';
import { QuickActions } from '#web/features/personal/components/quick-actions.js';
import { getTripQueryOptions } from '#web/features/trips/api/get-trip.js';
import { TripDetail } from '#web/features/trips/components/trip-detail/trip-detail.js';
import type { TripVariant } from '#web/features/trips/components/trip-detail/trip-variant.js';

/** A trip's page with its booking form and the signed-in quick actions; the variant sets its colours. */
export function TripDetailPage({ variant }: { variant: TripVariant }) {
  const { uuid } = useParams();
  return (
    <TripDetail
      uuid={uuid}
      variant={variant}
      renderBookingForm={(trip) => <TripBookingForm trip={trip} />}
      renderQuickActions={(trip) => (
        <QuickActions type="trip" item={trip} refreshKey={getTripQueryOptions(trip.uuid).queryKey} />
      )}
    />
  );
}
