import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useAppSearchParams } from '#web/lib/navigation.js';
import type { Destination } from '#domain/api/catalogue.js';
import { readDestinationPageParams } from '#domain/site-paths.js';
import { DestinationInquirySchema } from '#domain/schemas/destination-inquiry.js';
import { DESTINATION_INQUIRY_REQUIRED_MESSAGE } from '#domain/schemas/messages.js';
import { clearFormDraft } from '#web/lib/form-draft.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import { useSplash } from '#web/features/reference/api/get-splash.js';
import {
  useSaveDestinationBooking,
  type DestinationInquiryConfirmation,
} from '#web/features/booking/api/save-destination-booking.js';
import { useBookingAlert } from '#web/features/booking/hooks/use-booking-alert.js';
import { tomorrowInDarEsSalaam } from '#web/features/booking/lib/booking-dates.js';
import { BOOKING_DEFAULTS, BOOKING_TRAVELLER_FIELDS } from '#web/features/booking/lib/booking-form.js';
import { useLocale } from '#web/lib/locale.js';
import { inquiryPrefill } from '#web/features/booking/lib/booking-prefill.js';
import { useTravellerPrefill } from '#web/features/auth/hooks/use-traveller-prefill.js';
import { BookingFields } from './booking-fields.js';
import { BookingFormFrame } from './booking-form-frame.js';
import { StartDateNotes } from './start-date-notes.js';
import { msg, useRich, useT } from '#web/i18n/i18n.js';

// Worded like the booking's failure.
const INQUIRY_FAILED_MESSAGE = msg('Failed to send inquiry. Please try again.');
// The destination is the page's, not a field.
const schema = DestinationInquirySchema.omit({ destination_uuid: true });

/** A request for a price proposal (POST /save_destination_booking). */
export function DestinationInquiryForm({ destination }: { destination: Destination }) {
  const t = useT();
  const locale = useLocale();
  const rich = useRich();
  const splash = useSplash();
  const [tomorrow] = useState(() => tomorrowInDarEsSalaam());
  const searchParams = useAppSearchParams();
  // A search's or a cart line's dates and guests: check-in as the start date, check-out in the note
  // (the inquiry has no end date).
  const [prefill] = useState(() => inquiryPrefill(readDestinationPageParams(searchParams), tomorrow, t, locale));
  // The schema sends an empty guest count as 1 and an empty start date as null.
  const draftKey = `destination-inquiry:${destination.uuid}`;
  const form = useZodForm(
    schema,
    { ...BOOKING_DEFAULTS, ...prefill.values },
    { draft: { key: draftKey, ready: splash.data !== undefined } },
  );
  useTravellerPrefill(form, BOOKING_TRAVELLER_FIELDS, splash.data);
  const startDate = useWatch({ control: form.control, name: 'start_date' });
  const alert = useBookingAlert(form, 'destination-inquiry-alert');
  const [confirmation, setConfirmation] = useState<DestinationInquiryConfirmation | null>(null);
  const mutation = useSaveDestinationBooking();

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(
      { ...values, destination_uuid: destination.uuid },
      {
        onSuccess: (data) => {
          setConfirmation(data);
          clearFormDraft(draftKey);
          form.reset(BOOKING_DEFAULTS);
        },
        onError: (error) => alert.sendFailed(error, INQUIRY_FAILED_MESSAGE),
      },
    ),
  );

  return (
    <BookingFormFrame
      title={t('Ask for a price proposal')}
      lead={t(
        'Tell us a little about your trip to {destination}. We reply by e-mail with a personal proposal within 24 hours, with no obligation to book.',
        { destination: destination.name },
      )}
      onSubmit={onSubmit}
      alert={alert}
      pending={mutation.isPending}
      submitLabel={t('Send Inquiry')}
      pendingLabel={t('Sending Inquiry...')}
      success={{
        open: confirmation !== null,
        onClose: () => setConfirmation(null),
        title: t('Inquiry Sent'),
        actionLabel: t('Done'),
        onAction: () => setConfirmation(null),
        content: confirmation && (
          <>
            <p>
              {rich('Thank you, {name}. Your inquiry about {destination} is with our team.', {
                name: <strong className="text-ink">{confirmation.customer_name}</strong>,
                destination: <strong className="text-ink">{confirmation.destination_name}</strong>,
              })}
            </p>
            <p>
              {rich(
                'The price follows by e-mail: we send you a personal proposal within 24 hours. Your reference is {reference}.',
                { reference: <strong className="text-ink">{confirmation.reference}</strong> },
              )}
            </p>
          </>
        ),
      }}
    >
      <BookingFields
        mode="destination"
        form={form}
        requiredMessage={DESTINATION_INQUIRY_REQUIRED_MESSAGE}
        splash={splash.data}
        minDate={tomorrow}
        notePlaceholder={t('What would you love to do there? Any dates or budget in mind?')}
        startDateHint={<StartDateNotes prefill={prefill} startDate={startDate} />}
      />
    </BookingFormFrame>
  );
}
