import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Destination } from '#domain/api/catalogue.js';
import { DestinationInquirySchema } from '#domain/schemas/destination-inquiry.js';
import { zodErrorsByField, type FieldErrors } from '#domain/schemas/errors.js';
import { DESTINATION_INQUIRY_REQUIRED_MESSAGE } from '#domain/schemas/messages.js';
import { Button } from '#web/components/ui/button.js';
import { useSplash } from '#web/features/reference/api/get-splash.js';
import {
  useSaveDestinationBooking,
  type DestinationInquiryConfirmation,
} from '#web/features/booking/api/save-destination-booking.js';
import { tomorrowInDarEsSalaam } from '#web/features/booking/lib/booking-dates.js';
import { alertMessages, submitFailureMessages } from '#web/features/booking/lib/form-errors.js';
import { BookingFields, type BookingFormValues } from './booking-fields.js';
import { FormAlert } from './form-field.js';
import { SuccessDialog } from './success-dialog.js';

const ALERT_ID = 'destination-inquiry-alert';
// The spec gives no text for a failed inquiry; this follows its booking failure.
const INQUIRY_FAILED_MESSAGE = 'Failed to send inquiry. Please try again.';

const DEFAULTS: BookingFormValues = {
  fname: '',
  lname: '',
  email: '',
  phone: '',
  gender: '',
  country: '',
  guest_count: '2',
  class_id: '',
  start_date: '',
  note: '',
};

/** Spec 5 'Destination inquiry': a request for a price proposal (POST /save_destination_booking). */
export function DestinationInquiryForm({ destination }: { destination: Destination }) {
  const splash = useSplash();
  const [tomorrow] = useState(() => tomorrowInDarEsSalaam());
  const { register, handleSubmit, reset } = useForm<BookingFormValues>({ defaultValues: DEFAULTS });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string[]>([]);
  const [confirmation, setConfirmation] = useState<DestinationInquiryConfirmation | null>(null);
  const mutation = useSaveDestinationBooking();
  // State, not a ref: the dialog mounts inside this element, so its `--accent` colour applies.
  const [wrapper, setWrapper] = useState<HTMLDivElement | null>(null);

  const showAlert = (messages: string[]) => {
    setAlert(messages);
    requestAnimationFrame(() => document.getElementById(ALERT_ID)?.focus());
  };

  // The schema sends an empty guest count as 1 and an empty start date as null (spec 5).
  const onSubmit = handleSubmit((values) => {
    const parsed = DestinationInquirySchema.safeParse({ ...values, destination_uuid: destination.uuid });
    if (!parsed.success) {
      const fieldErrors = zodErrorsByField(parsed.error);
      setErrors(fieldErrors);
      return showAlert(alertMessages(fieldErrors));
    }
    setErrors({});
    setAlert([]);
    mutation.mutate(parsed.data, {
      onSuccess: (data) => {
        setConfirmation(data);
        reset(DEFAULTS);
      },
      onError: (error) => showAlert(submitFailureMessages(error, INQUIRY_FAILED_MESSAGE)),
    });
  });

  return (
    <div ref={setWrapper}>
      <h2 className="font-display text-2xl text-ink sm:text-[1.7rem]">Ask for a price proposal</h2>
      <p className="mt-3 max-w-2xl text-ink/75">
        Tell us a little about your trip to {destination.name}. We reply by e-mail with a personal proposal within 24
        hours, with no obligation to book.
      </p>
      <form
        noValidate
        onSubmit={onSubmit}
        className="mt-8 space-y-8"
        aria-describedby={alert.length > 0 ? ALERT_ID : undefined}
      >
        <FormAlert id={ALERT_ID} messages={alert} />
        <BookingFields
          mode="destination"
          register={register}
          errors={errors}
          requiredMessage={DESTINATION_INQUIRY_REQUIRED_MESSAGE}
          splash={splash.data}
          minDate={tomorrow}
          notePlaceholder="What would you love to do there? Any dates or budget in mind?"
        />
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:min-w-56" disabled={mutation.isPending}>
          {mutation.isPending ? 'Sending Inquiry...' : 'Send Inquiry'}
        </Button>
      </form>

      <SuccessDialog
        open={confirmation !== null}
        onOpenChange={(open) => !open && setConfirmation(null)}
        title="Inquiry Sent"
        actionLabel="Done"
        onAction={() => setConfirmation(null)}
        container={wrapper}
      >
        {confirmation && (
          <>
            <p>
              Thank you, <strong className="text-ink">{confirmation.customer_name}</strong>. Your inquiry about{' '}
              <strong className="text-ink">{confirmation.destination_name}</strong> is with our team.
            </p>
            <p>
              The price follows by e-mail: we send you a personal proposal within 24 hours. Your reference is{' '}
              <strong className="text-ink">{confirmation.reference}</strong>.
            </p>
          </>
        )}
      </SuccessDialog>
    </div>
  );
}
