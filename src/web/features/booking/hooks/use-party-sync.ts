import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { isCalendarDate } from '#domain/dates/calendar-date.js';
import type { usePartyChoice } from '#web/lib/party-choice.js';
import type { BookingFormValues } from '#web/features/booking/lib/booking-form.js';

type Party = ReturnType<typeof usePartyChoice>;

/**
 * Keeps the booking form and the page's party choice (src/web/lib/party-choice.ts) together: what the tourist
 * types in the form's date, guests and class prices the banner and the summary; what they pick in the summary
 * fills the form. Only a person's change travels, so neither side echoes the other.
 */
export function usePartySync(form: UseFormReturn<BookingFormValues, unknown, unknown>, party: Party): void {
  const { set, choice, source } = party;
  const { watch, getValues, setValue } = form;

  useEffect(() => {
    const subscription = watch((values, { name, type }) => {
      if (type !== 'change') return;
      if (name === 'start_date') {
        set({ startDate: isCalendarDate(values.start_date) ? values.start_date : null }, 'form');
      } else if (name === 'guest_count') {
        const count = Number(values.guest_count);
        set({ guests: Number.isInteger(count) && count > 0 ? count : null }, 'form');
      } else if (name === 'class_id') {
        set({ classId: values.class_id || null }, 'form');
      }
    });
    return () => subscription.unsubscribe();
  }, [watch, set]);

  useEffect(() => {
    if (source !== 'picker') return;
    const { startDate, guests, classId } = choice;
    if ((startDate ?? '') !== getValues('start_date')) setValue('start_date', startDate ?? '', { shouldDirty: true });
    if (guests !== null && String(guests) !== getValues('guest_count')) {
      setValue('guest_count', String(guests), { shouldDirty: true });
    }
    if (classId !== null && classId !== getValues('class_id')) setValue('class_id', classId, { shouldDirty: true });
  }, [choice, source, getValues, setValue]);
}
