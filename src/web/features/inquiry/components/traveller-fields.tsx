import type { UseFormReturn } from 'react-hook-form';
import type { InquiryInput } from '#domain/schemas/inquiry.js';
import type { Splash } from '#domain/api/reference.js';
import { cn } from '#web/lib/cn.js';
import type { InquiryFormValues } from '#web/features/inquiry/inquiry-helpers.js';
import { describedBy, Field, inputClass } from '#web/components/ui/form-field.js';

interface TravellerFieldsProps {
  form: UseFormReturn<InquiryFormValues, unknown, InquiryInput>;
  fieldId(name: keyof InquiryFormValues): string;
  countries: Splash['countries'] | undefined;
}

/** Who is asking: name, e-mail, phone and country. */
export function TravellerFields({ form, fieldId, countries }: TravellerFieldsProps) {
  const { errors } = form.formState;
  const text = (name: 'firstName' | 'lastName' | 'email' | 'phone') => ({
    ...describedBy(fieldId(name), errors[name]?.message),
    ...form.register(name),
  });
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field id={fieldId('firstName')} label="First name" error={errors.firstName?.message}>
        <input type="text" autoComplete="given-name" className={inputClass} {...text('firstName')} />
      </Field>
      <Field id={fieldId('lastName')} label="Last name" error={errors.lastName?.message}>
        <input type="text" autoComplete="family-name" className={inputClass} {...text('lastName')} />
      </Field>
      <Field id={fieldId('email')} label="Email" error={errors.email?.message}>
        <input
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          className={inputClass}
          {...text('email')}
        />
      </Field>
      <Field id={fieldId('phone')} label="Phone" error={errors.phone?.message}>
        <input type="tel" autoComplete="tel" placeholder="+44 20 7946 0958" className={inputClass} {...text('phone')} />
      </Field>
      <Field id={fieldId('country')} label="Country" error={errors.country?.message} className="sm:col-span-2">
        <select
          autoComplete="country-name"
          className={cn(inputClass, 'pr-10')}
          disabled={!countries}
          {...describedBy(fieldId('country'), errors.country?.message)}
          {...form.register('country')}
        >
          <option value="">{countries ? 'Select your country' : 'Loading countries…'}</option>
          {countries?.map((country) => (
            <option key={country.id} value={String(country.id)}>
              {country.name}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}
