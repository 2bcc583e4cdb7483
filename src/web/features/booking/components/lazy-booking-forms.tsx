import { Suspense } from 'react';
import type { Destination, Trip } from '#domain/api/catalogue.js';
import { lazyPart } from '#web/lib/lazy-part.js';
import { BookingFormSkeleton } from './booking-form-skeleton.js';

// The forms bring the schema and form libraries with them: a page loads them when its form tab is reached
// for or opened, not with the page (the trip page's JavaScript budget, docs/decisions/017-islands.md).
const tripForm = lazyPart(async () => (await import('./trip-booking-form.js')).TripBookingForm);
const inquiryForm = lazyPart(async () => (await import('./destination-inquiry-form.js')).DestinationInquiryForm);

export const prefetchTripBookingForm = tripForm.prefetch;
export const prefetchDestinationInquiryForm = inquiryForm.prefetch;

export function LazyTripBookingForm({ trip }: { trip: Trip }) {
  return (
    <Suspense fallback={<BookingFormSkeleton label="Loading the booking form…" />}>
      <tripForm.Lazy trip={trip} />
    </Suspense>
  );
}

export function LazyDestinationInquiryForm({ destination }: { destination: Destination }) {
  return (
    <Suspense fallback={<BookingFormSkeleton label="Loading the inquiry form…" />}>
      <inquiryForm.Lazy destination={destination} />
    </Suspense>
  );
}
