import { useParams } from 'react-router';
import { TripBookingForm } from '#web/features/booking/components/trip-booking-form.js';
import { TripDetail } from '#web/features/trips/components/trip-detail/trip-detail.js';

/** /safari/{uuid} (spec 2): the shared trip page in acacia green. */
export default function SafariDetailPage() {
  const { uuid } = useParams();
  return <TripDetail uuid={uuid} variant="safari" renderBookingForm={(trip) => <TripBookingForm trip={trip} />} />;
}
