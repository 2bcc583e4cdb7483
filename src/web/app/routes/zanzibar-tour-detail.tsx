import { useParams } from 'react-router';
import { TripBookingForm } from '#web/features/booking/components/trip-booking-form.js';
import { TripDetail } from '#web/features/trips/components/trip-detail/trip-detail.js';

/** /zanzibar-tour/{uuid} (spec 2): the shared trip page in ocean turquoise. */
export default function ZanzibarTourDetailPage() {
  const { uuid } = useParams();
  return <TripDetail uuid={uuid} variant="zanzibar" renderBookingForm={(trip) => <TripBookingForm trip={trip} />} />;
}
