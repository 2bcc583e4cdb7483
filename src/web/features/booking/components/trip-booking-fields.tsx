import type { UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import type { Splash } from '#domain/api/reference.js';
import type { FieldErrors } from '#domain/schemas/errors.js';
import { fieldMessage } from '../lib/form-errors.js';
import { Field, Select, TextArea, TextInput } from './form-field.js';

/** What the form holds: everything as typed, ids as the selects' strings. */
export interface TripBookingValues {
  fname: string;
  lname: string;
  email: string;
  phone: string;
  class_id: string;
  guest_count: string;
  start_date: string;
  gender: string;
  country: string;
  note: string;
}

const PLAIN_WORDS: Record<string, string> = {
  fname: 'Please enter your first name.',
  lname: 'Please enter your last name.',
  email: 'Please enter your e-mail address.',
  phone: 'Please enter a phone number.',
  class_id: 'Please choose a class.',
  guest_count: 'Please enter at least 2 guests.',
  start_date: 'Please choose a start date.',
  gender: 'Please choose an option.',
  country: 'Please choose your country.',
};

interface TripBookingFieldsProps {
  register: UseFormRegister<TripBookingValues>;
  guestRegistration: UseFormRegisterReturn<'guest_count'>;
  errors: FieldErrors;
  requiredMessage: string;
  splash: Splash | undefined;
  minDate: string;
}

export function TripBookingFields({
  register,
  guestRegistration,
  errors,
  requiredMessage,
  splash,
  minDate,
}: TripBookingFieldsProps) {
  const error = (field: keyof TripBookingValues) => fieldMessage(errors, field, requiredMessage, PLAIN_WORDS);
  const invalid = (field: keyof TripBookingValues) => (errors[field] ? true : undefined);
  return (
    <div className="grid gap-x-5 gap-y-6 sm:grid-cols-2">
      <Field id="booking-fname" label="First name" error={error('fname')}>
        {(describedBy) => (
          <TextInput
            id="booking-fname"
            autoComplete="given-name"
            aria-invalid={invalid('fname')}
            aria-describedby={describedBy}
            {...register('fname')}
          />
        )}
      </Field>
      <Field id="booking-lname" label="Last name" error={error('lname')}>
        {(describedBy) => (
          <TextInput
            id="booking-lname"
            autoComplete="family-name"
            aria-invalid={invalid('lname')}
            aria-describedby={describedBy}
            {...register('lname')}
          />
        )}
      </Field>
      <Field id="booking-email" label="E-mail" error={error('email')}>
        {(describedBy) => (
          <TextInput
            id="booking-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-invalid={invalid('email')}
            aria-describedby={describedBy}
            {...register('email')}
          />
        )}
      </Field>
      <Field id="booking-phone" label="Phone" error={error('phone')}>
        {(describedBy) => (
          <TextInput
            id="booking-phone"
            type="tel"
            autoComplete="tel"
            placeholder="+255 …"
            aria-invalid={invalid('phone')}
            aria-describedby={describedBy}
            {...register('phone')}
          />
        )}
      </Field>
      <Field id="booking-start" label="Start date" error={error('start_date')} hint="From tomorrow onwards">
        {(describedBy) => (
          <TextInput
            id="booking-start"
            type="date"
            min={minDate}
            aria-invalid={invalid('start_date')}
            aria-describedby={describedBy}
            {...register('start_date')}
          />
        )}
      </Field>
      <Field id="booking-guests" label="Guests" error={error('guest_count')} hint="Minimum 2 guests">
        {(describedBy) => (
          <TextInput
            id="booking-guests"
            type="number"
            min={2}
            step={1}
            inputMode="numeric"
            aria-invalid={invalid('guest_count')}
            aria-describedby={describedBy}
            {...guestRegistration}
          />
        )}
      </Field>
      <Field id="booking-class" label="Class" error={error('class_id')}>
        {(describedBy) => (
          <Select
            id="booking-class"
            options={splash?.searviceClasses ?? []}
            placeholder="Choose a class"
            aria-invalid={invalid('class_id')}
            aria-describedby={describedBy}
            {...register('class_id')}
          />
        )}
      </Field>
      <Field id="booking-gender" label="Gender" error={error('gender')}>
        {(describedBy) => (
          <Select
            id="booking-gender"
            options={splash?.genders ?? []}
            placeholder="Choose an option"
            aria-invalid={invalid('gender')}
            aria-describedby={describedBy}
            {...register('gender')}
          />
        )}
      </Field>
      <Field id="booking-country" label="Country" error={error('country')} className="sm:col-span-2">
        {(describedBy) => (
          <Select
            id="booking-country"
            autoComplete="country-name"
            options={splash?.countries ?? []}
            placeholder="Choose your country"
            aria-invalid={invalid('country')}
            aria-describedby={describedBy}
            {...register('country')}
          />
        )}
      </Field>
      <Field id="booking-note" label="Note" optional className="sm:col-span-2">
        {(describedBy) => (
          <TextArea
            id="booking-note"
            rows={4}
            placeholder="Dietary needs, celebrations, questions…"
            aria-describedby={describedBy}
            {...register('note')}
          />
        )}
      </Field>
    </div>
  );
}
