import { Suspense, type ReactNode } from 'react';
import type { Destination, Trip } from '#domain/api/catalogue.js';
import { useHydrating } from '#web/lib/hydration.js';
import { lazyPart } from '#web/lib/lazy-part.js';
import { WholeCatalogue } from '#web/i18n/catalogues.js';
import { useT } from '#web/i18n/i18n.js';
import { BookingFormSkeleton } from './booking-form-skeleton.js';

// The forms bring the schema and form libraries with them: a page loads them when its form tab is reached
// for or opened, not with the page (the trip page's JavaScript budget, docs/decisions/017-islands.md).
const tripForm = lazyPart(async () => (await import('./trip-booking-form.js')).TripBookingForm);
const inquiryForm = lazyPart(async () => (await import('./destination-inquiry-form.js')).DestinationInquiryForm);

export const prefetchTripBookingForm = tripForm.prefetch;
export const prefetchDestinationInquiryForm = inquiryForm.prefetch;

/**
 * A form is drawn by the browser, never in the server's HTML: fields shown before the page's code runs would
 * take what a visitor types and lose it when the form comes alive. Until then its shape shows, and a browser
 * without JavaScript says why it stays so.
 */
function BrowserForm({ label, children }: { label: string; children: ReactNode }) {
  const t = useT();
  const skeleton = <BookingFormSkeleton label={label} />;
  if (useHydrating()) {
    return (
      <>
        <noscript>
          <p className="mb-4 rounded-xl bg-sand px-4 py-3 text-ink">
            {t('This form needs JavaScript, which is turned off in this browser.')}
          </p>
        </noscript>
        {skeleton}
      </>
    );
  }
  return (
    <Suspense fallback={skeleton}>
      <WholeCatalogue>{children}</WholeCatalogue>
    </Suspense>
  );
}

export function LazyTripBookingForm({ trip }: { trip: Trip }) {
  const t = useT();
  return (
    <BrowserForm label={t('Loading the booking form…')}>
      <tripForm.Lazy trip={trip} />
    </BrowserForm>
  );
}

export function LazyDestinationInquiryForm({ destination }: { destination: Destination }) {
  const t = useT();
  return (
    <BrowserForm label={t('Loading the inquiry form…')}>
      <inquiryForm.Lazy destination={destination} />
    </BrowserForm>
  );
}
