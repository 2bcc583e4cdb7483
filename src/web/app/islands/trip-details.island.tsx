import { island } from '#web/islands/island.js';
import { withPageQueries } from '#web/islands/page-queries.js';
import { LazyTripBookingForm, prefetchTripBookingForm } from '#web/features/booking/components/lazy-booking-forms.js';
import { useFormPrefetch } from '#web/features/booking/hooks/use-form-prefetch.js';
import { QuickActions, ServedQuickActions } from '#web/features/personal/components/quick-actions.js';
import { getTripQueryOptions, useTrip } from '#web/features/trips/api/get-trip.js';
import { TripDetailTabs } from '#web/features/trips/components/trip-detail/trip-detail-tabs.js';
import type { TripTab, TripVariant } from '#web/features/trips/components/trip-detail/trip-variant.js';

interface TripDetailsProps {
  uuid: string;
  variant: TripVariant;
  requestedTab?: TripTab | null | undefined;
}

/** The island's body, with the quick actions the browser acts on, or the server's look of them. */
function tripDetails(Actions: typeof QuickActions) {
  return function TripDetails({ uuid, variant, requestedTab }: TripDetailsProps) {
    const { data: trip } = useTrip(uuid);
    const prefetchForm = useFormPrefetch(prefetchTripBookingForm);
    if (!trip) return null;
    return (
      <TripDetailTabs
        trip={trip}
        variant={variant}
        requestedTab={requestedTab}
        bookingForm={<LazyTripBookingForm trip={trip} />}
        prefetchBookingForm={prefetchForm}
        quickActions={<Actions type="trip" item={trip} refreshKey={getTripQueryOptions(trip.uuid).queryKey} />}
      />
    );
  };
}

/** A trip page's tabs, summary and booking form: everything on it a visitor acts on, below the banner. */
export default island('trip-details', withPageQueries(tripDetails(QuickActions)), {
  served: withPageQueries(tripDetails(ServedQuickActions)),
});
