import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { alertMessages, failureMessage, FORM_FAILURE, showServerErrors } from '#web/lib/form-errors.js';
import { BOOKING_FIELD_ORDER, type BookingFormValues } from '#web/features/booking/lib/booking-form.js';

/**
 * The alert over the booking forms: every problem in one list, announced as it appears (role=alert). Field errors
 * come from the schema and the server. A submit the schema refuses puts the focus on the first wrong field (the
 * form kit, useZodForm); a failure of the send (the server's answer, a choice it does not know) puts it on the alert.
 */
export function useBookingAlert<T>(form: UseFormReturn<BookingFormValues, unknown, T>, id: string) {
  const messages = alertMessages(form.formState.errors, BOOKING_FIELD_ORDER);
  // Counted, so every failed submit moves the focus again, once the render that shows the alert is done.
  const [focusRequests, setFocusRequests] = useState(0);
  useEffect(() => {
    if (focusRequests > 0) document.getElementById(id)?.focus();
  }, [focusRequests, id]);
  const focus = () => setFocusRequests((count) => count + 1);
  return {
    id,
    messages,
    /** a problem of the whole form, e.g. a choice the reference data does not know */
    fail(message: string) {
      form.setError(FORM_FAILURE, { message });
      focus();
    },
    /** a failed send: the server's field messages, else its words or `fallback` */
    sendFailed(error: unknown, fallback: string) {
      if (!showServerErrors(error, BOOKING_FIELD_ORDER, form.setError)) {
        form.setError(FORM_FAILURE, { message: failureMessage(error, fallback) });
      }
      focus();
    },
  };
}
