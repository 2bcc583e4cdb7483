import type { ReactNode } from 'react';
import { Controller, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { MAX_GUESTS } from '#domain/pricing/group-tier.js';
import { DateInput } from '#web/components/ui/date-input.js';
import { Field } from '#web/components/ui/field.js';
import { TextArea, TextInput } from '#web/components/ui/input.js';
import { Select } from '#web/components/ui/select.js';
import { countryOptions, type ShownSplash } from '#web/features/reference/lib/country-names.js';
import { translatedNames } from '#web/features/reference/lib/reference-names.js';
import { fieldMessage } from '#web/lib/form-errors.js';
import { msg, useT } from '#web/i18n/i18n.js';
import type { BookingFormValues } from '#web/features/booking/lib/booking-form.js';

const PLAIN_WORDS: Record<string, string> = {
  fname: msg('Please enter your first name.'),
  lname: msg('Please enter your last name.'),
  email: msg('Please enter your e-mail address.'),
  phone: msg('Please enter a phone number.'),
  gender: msg('Please choose an option.'),
  country: msg('Please choose your country.'),
  start_date: msg('Please choose a start date.'),
  guest_count: msg('Please enter at least 2 guests.'),
  class_id: msg('Please choose a class.'),
};

// The element ids the forms have always had (`booking-start`, `inquiry-guests`).
const ELEMENT_IDS: Partial<Record<keyof BookingFormValues, string>> = {
  start_date: 'start',
  guest_count: 'guests',
  class_id: 'class',
};

/**
 * What differs: a trip booking needs date, guests (2 or more) and class; an inquiry leaves them
 * optional; a whole-cart request asks only who travels, each line having its own date, guests and class.
 */
const MODES = {
  trip: {
    idPrefix: 'booking',
    tripFields: true,
    tripFieldsOptional: false,
    minGuests: 2,
    classPlaceholder: msg('Choose a class'),
  },
  destination: {
    idPrefix: 'inquiry',
    tripFields: true,
    tripFieldsOptional: true,
    minGuests: 1,
    classPlaceholder: msg('No preference'),
  },
  cart: { idPrefix: 'cart-request', tripFields: false, tripFieldsOptional: true, minGuests: 1, classPlaceholder: '' },
} as const;

interface BookingFieldsProps {
  mode: keyof typeof MODES;
  form: UseFormReturn<BookingFormValues, unknown, unknown>;
  /** the guest field's registration when the form adds its own handlers (the trip form's blur rule) */
  guestRegistration?: UseFormRegisterReturn<'guest_count'>;
  /** this form's message for every missing field, replaced next to a field by plain words */
  requiredMessage: string;
  splash: ShownSplash | undefined;
  /** the first start date allowed: tomorrow (not used by the cart request, which has no dates) */
  minDate?: string;
  notePlaceholder: string;
  /** the start date's hint when a form says more than the rule (a moved date, the trip's end) */
  startDateHint?: ReactNode;
}

/** The fields of the trip booking and the destination inquiry, in one layout. */
export function BookingFields({
  mode,
  form,
  guestRegistration,
  requiredMessage,
  splash,
  minDate,
  notePlaceholder,
  startDateHint,
}: BookingFieldsProps) {
  const t = useT();
  const { idPrefix, tripFields, tripFieldsOptional, minGuests, classPlaceholder } = MODES[mode];
  const { errors } = form.formState;
  const id = (field: keyof BookingFormValues) => `${idPrefix}-${ELEMENT_IDS[field] ?? field}`;
  const error = (field: keyof BookingFormValues) => {
    const plainWords = PLAIN_WORDS[field];
    return fieldMessage(errors[field]?.message, requiredMessage, plainWords && t(plainWords));
  };
  // A field whose words are hidden still shows as invalid.
  const invalid = (field: keyof BookingFormValues) => (errors[field] ? true : undefined);

  return (
    <div className="grid gap-x-5 gap-y-6 sm:grid-cols-2">
      <Field id={id('fname')} label={t('First name')} error={error('fname')}>
        <TextInput autoComplete="given-name" aria-invalid={invalid('fname')} {...form.register('fname')} />
      </Field>
      <Field id={id('lname')} label={t('Last name')} error={error('lname')}>
        <TextInput autoComplete="family-name" aria-invalid={invalid('lname')} {...form.register('lname')} />
      </Field>
      <Field id={id('email')} label={t('E-mail')} error={error('email')}>
        <TextInput
          type="email"
          inputMode="email"
          autoComplete="email"
          aria-invalid={invalid('email')}
          {...form.register('email')}
        />
      </Field>
      <Field id={id('phone')} label={t('Phone')} error={error('phone')}>
        <TextInput
          type="tel"
          autoComplete="tel"
          placeholder="+255 …"
          aria-invalid={invalid('phone')}
          {...form.register('phone')}
        />
      </Field>
      <Field id={id('gender')} label={t('Gender')} error={error('gender')}>
        <Select
          options={translatedNames(t, splash?.genders ?? [])}
          placeholder={t('Choose an option')}
          aria-invalid={invalid('gender')}
          {...form.register('gender')}
        />
      </Field>
      <Field id={id('country')} label={t('Country')} error={error('country')}>
        <Select
          autoComplete="country-name"
          options={countryOptions(splash?.countries ?? [])}
          placeholder={t('Choose your country')}
          aria-invalid={invalid('country')}
          {...form.register('country')}
        />
      </Field>
      {tripFields && (
        <>
          <Field
            id={id('start_date')}
            label={t('Start date')}
            optional={tripFieldsOptional}
            error={error('start_date')}
            hint={startDateHint ?? t('From tomorrow onwards')}
          >
            <Controller
              control={form.control}
              name="start_date"
              render={({ field }) => (
                <DateInput label={t('Start date')} min={minDate} aria-invalid={invalid('start_date')} {...field} />
              )}
            />
          </Field>
          <Field
            id={id('guest_count')}
            label={t('Guests')}
            optional={tripFieldsOptional}
            error={error('guest_count')}
            hint={tripFieldsOptional ? undefined : t('Minimum 2 guests')}
          >
            <TextInput
              type="number"
              min={minGuests}
              max={MAX_GUESTS}
              step={1}
              inputMode="numeric"
              aria-invalid={invalid('guest_count')}
              {...(guestRegistration ?? form.register('guest_count'))}
            />
          </Field>
          <Field
            id={id('class_id')}
            label={t('Class')}
            optional={tripFieldsOptional}
            error={error('class_id')}
            className="sm:col-span-2"
          >
            <Select
              options={translatedNames(t, splash?.searviceClasses ?? [])}
              placeholder={classPlaceholder && t(classPlaceholder)}
              aria-invalid={invalid('class_id')}
              {...form.register('class_id')}
            />
          </Field>
        </>
      )}
      <Field id={id('note')} label={tripFieldsOptional ? t('Notes') : t('Note')} optional className="sm:col-span-2">
        <TextArea rows={4} placeholder={notePlaceholder} {...form.register('note')} />
      </Field>
    </div>
  );
}
