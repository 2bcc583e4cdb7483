import type { UseFormReturn } from 'react-hook-form';
import type { InquiryInput } from '#domain/schemas/inquiry.js';
import { Field } from '#web/components/ui/field.js';
import { TextInput } from '#web/components/ui/input.js';
import { Select } from '#web/components/ui/select.js';
import type { InquiryFormValues } from '#web/features/inquiry/inquiry-helpers.js';
import { countryOptions, type ShownCountry } from '#web/features/reference/lib/country-names.js';
import { useT } from '#web/i18n/i18n.js';

interface TravellerFieldsProps {
  form: UseFormReturn<InquiryFormValues, unknown, InquiryInput>;
  fieldId(name: keyof InquiryFormValues): string;
  countries: readonly ShownCountry[] | undefined;
}

/** Who is asking: name, e-mail, phone and country. */
export function TravellerFields({ form, fieldId, countries }: TravellerFieldsProps) {
  const t = useT();
  const { errors } = form.formState;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field id={fieldId('firstName')} label={t('First name')} error={errors.firstName?.message}>
        <TextInput autoComplete="given-name" {...form.register('firstName')} />
      </Field>
      <Field id={fieldId('lastName')} label={t('Last name')} error={errors.lastName?.message}>
        <TextInput autoComplete="family-name" {...form.register('lastName')} />
      </Field>
      <Field id={fieldId('email')} label={t('Email')} error={errors.email?.message}>
        <TextInput type="email" autoComplete="email" placeholder="you@example.com" {...form.register('email')} />
      </Field>
      <Field id={fieldId('phone')} label={t('Phone')} error={errors.phone?.message}>
        <TextInput type="tel" autoComplete="tel" placeholder="+44 20 7946 0958" {...form.register('phone')} />
      </Field>
      <Field id={fieldId('country')} label={t('Country')} error={errors.country?.message} className="sm:col-span-2">
        <Select
          autoComplete="country-name"
          options={countries ? countryOptions(countries) : []}
          placeholder={countries ? t('Select your country') : t('Loading countries…')}
          disabled={!countries}
          {...form.register('country')}
        />
      </Field>
    </div>
  );
}
