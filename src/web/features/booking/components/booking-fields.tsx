import type { UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import type { Splash } from '#domain/api/reference.js';
import type { FieldErrors } from '#domain/schemas/errors.js';
import { fieldMessage } from '#web/features/booking/lib/form-errors.js';
import { Field, Select, TextArea, TextInput } from './form-field.js';

/**
 * What the trip booking and the destination inquiry forms hold: the same traveller and trip fields,
 * as typed, with ids as the selects' strings.
 */
export interface BookingFormValues {
  fname: string;
  lname: string;
  email: string;
  phone: string;
  gender: string;
  country: string;
  start_date: string;
  guest_count: string;
  class_id: string;
  note: string;
}

const PLAIN_WORDS: Record<string, string> = {
  fname: 'Please enter your first name.',
  lname: 'Please enter your last name.',
  email: 'Please enter your e-mail address.',
  phone: 'Please enter a phone number.',
  gender: 'Please choose an option.',
  country: 'Please choose your country.',
  start_date: 'Please choose a start date.',
  guest_count: 'Please enter at least 2 guests.',
  class_id: 'Please choose a class.',
};

// The element ids the forms have always had (`booking-start`, `inquiry-guests`).
const ELEMENT_IDS: Partial<Record<keyof BookingFormValues, string>> = {
  start_date: 'start',
  guest_count: 'guests',
  class_id: 'class',
};

/** What differs: a trip booking needs date, guests (2 or more) and class; an inquiry leaves them optional. */
const MODES = {
  trip: { idPrefix: 'booking', tripFieldsOptional: false, minGuests: 2, classPlaceholder: 'Choose a class' },
  destination: { idPrefix: 'inquiry', tripFieldsOptional: true, minGuests: 1, classPlaceholder: 'No preference' },
} as const;

interface BookingFieldsProps {
  mode: keyof typeof MODES;
  register: UseFormRegister<BookingFormValues>;
  /** the guest field's registration when the form adds its own handlers (the trip form's blur rule) */
  guestRegistration?: UseFormRegisterReturn<'guest_count'>;
  errors: FieldErrors;
  /** the spec's 'required' message of this form, replaced next to a field by plain words */
  requiredMessage: string;
  splash: Splash | undefined;
  /** the first start date allowed: tomorrow */
  minDate: string;
  notePlaceholder: string;
}

/** The fields of the trip booking (spec 5 'Trip booking') and the destination inquiry, in one layout. */
export function BookingFields({
  mode,
  register,
  guestRegistration,
  errors,
  requiredMessage,
  splash,
  minDate,
  notePlaceholder,
}: BookingFieldsProps) {
  const { idPrefix, tripFieldsOptional, minGuests, classPlaceholder } = MODES[mode];
  const id = (field: keyof BookingFormValues) => `${idPrefix}-${ELEMENT_IDS[field] ?? field}`;
  const error = (field: keyof BookingFormValues) => fieldMessage(errors, field, requiredMessage, PLAIN_WORDS);
  const control = (field: keyof BookingFormValues, describedBy: string | undefined) => ({
    id: id(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy,
  });

  return (
    <div className="grid gap-x-5 gap-y-6 sm:grid-cols-2">
      <Field id={id('fname')} label="First name" error={error('fname')}>
        {(d) => <TextInput autoComplete="given-name" {...control('fname', d)} {...register('fname')} />}
      </Field>
      <Field id={id('lname')} label="Last name" error={error('lname')}>
        {(d) => <TextInput autoComplete="family-name" {...control('lname', d)} {...register('lname')} />}
      </Field>
      <Field id={id('email')} label="E-mail" error={error('email')}>
        {(d) => (
          <TextInput
            type="email"
            inputMode="email"
            autoComplete="email"
            {...control('email', d)}
            {...register('email')}
          />
        )}
      </Field>
      <Field id={id('phone')} label="Phone" error={error('phone')}>
        {(d) => (
          <TextInput
            type="tel"
            autoComplete="tel"
            placeholder="+255 …"
            {...control('phone', d)}
            {...register('phone')}
          />
        )}
      </Field>
      <Field id={id('gender')} label="Gender" error={error('gender')}>
        {(d) => (
          <Select
            options={splash?.genders ?? []}
            placeholder="Choose an option"
            {...control('gender', d)}
            {...register('gender')}
          />
        )}
      </Field>
      <Field id={id('country')} label="Country" error={error('country')}>
        {(d) => (
          <Select
            autoComplete="country-name"
            options={splash?.countries ?? []}
            placeholder="Choose your country"
            {...control('country', d)}
            {...register('country')}
          />
        )}
      </Field>
      <Field
        id={id('start_date')}
        label="Start date"
        optional={tripFieldsOptional}
        error={error('start_date')}
        hint="From tomorrow onwards"
      >
        {(d) => <TextInput type="date" min={minDate} {...control('start_date', d)} {...register('start_date')} />}
      </Field>
      <Field
        id={id('guest_count')}
        label="Guests"
        optional={tripFieldsOptional}
        error={error('guest_count')}
        hint={tripFieldsOptional ? undefined : 'Minimum 2 guests'}
      >
        {(d) => (
          <TextInput
            type="number"
            min={minGuests}
            step={1}
            inputMode="numeric"
            {...control('guest_count', d)}
            {...(guestRegistration ?? register('guest_count'))}
          />
        )}
      </Field>
      <Field
        id={id('class_id')}
        label="Class"
        optional={tripFieldsOptional}
        error={error('class_id')}
        className="sm:col-span-2"
      >
        {(d) => (
          <Select
            options={splash?.searviceClasses ?? []}
            placeholder={classPlaceholder}
            {...control('class_id', d)}
            {...register('class_id')}
          />
        )}
      </Field>
      <Field id={id('note')} label={tripFieldsOptional ? 'Notes' : 'Note'} optional className="sm:col-span-2">
        {(d) => (
          <TextArea rows={4} placeholder={notePlaceholder} id={id('note')} aria-describedby={d} {...register('note')} />
        )}
      </Field>
    </div>
  );
}
