import type { UseFormRegister } from 'react-hook-form';
import type { Splash } from '#domain/api/reference.js';
import type { FieldErrors } from '#domain/schemas/errors.js';
import { fieldMessage } from '../lib/form-errors.js';
import { Field, Select, TextArea, TextInput } from './form-field.js';

export interface DestinationInquiryValues {
  fname: string;
  lname: string;
  email: string;
  phone: string;
  gender: string;
  country: string;
  guest_count: string;
  class_id: string;
  start_date: string;
  note: string;
}

const PLAIN_WORDS: Record<string, string> = {
  fname: 'Please enter your first name.',
  lname: 'Please enter your last name.',
  email: 'Please enter your e-mail address.',
  phone: 'Please enter a phone number.',
  gender: 'Please choose an option.',
  country: 'Please choose your country.',
};

interface DestinationInquiryFieldsProps {
  register: UseFormRegister<DestinationInquiryValues>;
  errors: FieldErrors;
  requiredMessage: string;
  splash: Splash | undefined;
  minDate: string;
}

export function DestinationInquiryFields({
  register,
  errors,
  requiredMessage,
  splash,
  minDate,
}: DestinationInquiryFieldsProps) {
  const error = (field: keyof DestinationInquiryValues) => fieldMessage(errors, field, requiredMessage, PLAIN_WORDS);
  const invalid = (field: keyof DestinationInquiryValues) => (errors[field] ? true : undefined);
  return (
    <div className="grid gap-x-5 gap-y-6 sm:grid-cols-2">
      <Field id="inquiry-fname" label="First name" error={error('fname')}>
        {(d) => (
          <TextInput
            id="inquiry-fname"
            autoComplete="given-name"
            aria-invalid={invalid('fname')}
            aria-describedby={d}
            {...register('fname')}
          />
        )}
      </Field>
      <Field id="inquiry-lname" label="Last name" error={error('lname')}>
        {(d) => (
          <TextInput
            id="inquiry-lname"
            autoComplete="family-name"
            aria-invalid={invalid('lname')}
            aria-describedby={d}
            {...register('lname')}
          />
        )}
      </Field>
      <Field id="inquiry-email" label="E-mail" error={error('email')}>
        {(d) => (
          <TextInput
            id="inquiry-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            aria-invalid={invalid('email')}
            aria-describedby={d}
            {...register('email')}
          />
        )}
      </Field>
      <Field id="inquiry-phone" label="Phone" error={error('phone')}>
        {(d) => (
          <TextInput
            id="inquiry-phone"
            type="tel"
            autoComplete="tel"
            placeholder="+255 …"
            aria-invalid={invalid('phone')}
            aria-describedby={d}
            {...register('phone')}
          />
        )}
      </Field>
      <Field id="inquiry-gender" label="Gender" error={error('gender')}>
        {(d) => (
          <Select
            id="inquiry-gender"
            options={splash?.genders ?? []}
            placeholder="Choose an option"
            aria-invalid={invalid('gender')}
            aria-describedby={d}
            {...register('gender')}
          />
        )}
      </Field>
      <Field id="inquiry-country" label="Country" error={error('country')}>
        {(d) => (
          <Select
            id="inquiry-country"
            autoComplete="country-name"
            options={splash?.countries ?? []}
            placeholder="Choose your country"
            aria-invalid={invalid('country')}
            aria-describedby={d}
            {...register('country')}
          />
        )}
      </Field>
      <Field id="inquiry-guests" label="Guests" optional error={error('guest_count')}>
        {(d) => (
          <TextInput
            id="inquiry-guests"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            aria-invalid={invalid('guest_count')}
            aria-describedby={d}
            {...register('guest_count')}
          />
        )}
      </Field>
      <Field id="inquiry-class" label="Class" optional error={error('class_id')}>
        {(d) => (
          <Select
            id="inquiry-class"
            options={splash?.searviceClasses ?? []}
            placeholder="No preference"
            aria-invalid={invalid('class_id')}
            aria-describedby={d}
            {...register('class_id')}
          />
        )}
      </Field>
      <Field id="inquiry-start" label="Start date" optional error={error('start_date')} className="sm:col-span-2">
        {(d) => (
          <TextInput
            id="inquiry-start"
            type="date"
            min={minDate}
            aria-invalid={invalid('start_date')}
            aria-describedby={d}
            {...register('start_date')}
          />
        )}
      </Field>
      <Field id="inquiry-note" label="Notes" optional className="sm:col-span-2">
        {(d) => (
          <TextArea
            id="inquiry-note"
            rows={4}
            placeholder="What would you love to do there? Any dates or budget in mind?"
            aria-describedby={d}
            {...register('note')}
          />
        )}
      </Field>
    </div>
  );
}
