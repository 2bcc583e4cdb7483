import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { Splash } from '#domain/api/reference.js';
import { isCalendarDate } from '#domain/dates/calendar-date.js';
import { MAX_GUESTS } from '#domain/pricing/group-tier.js';
import type { InquiryInput } from '#domain/schemas/inquiry.js';
import { DateInput } from '#web/components/ui/date-input.js';
import { Field } from '#web/components/ui/field.js';
import { TextInput } from '#web/components/ui/input.js';
import { Select } from '#web/components/ui/select.js';
import type { InquiryFormValues } from '#web/features/inquiry/inquiry-helpers.js';
import { translatedNames } from '#web/features/reference/lib/reference-names.js';
import { BudgetField } from './budget-field.js';
import { useT } from '#web/i18n/i18n.js';

interface TripFieldsProps {
  form: UseFormReturn<InquiryFormValues, unknown, InquiryInput>;
  fieldId(name: keyof InquiryFormValues): string;
  splash: Splash | undefined;
  /** today as yyyy-MM-dd: dates in the past make no sense for a trip */
  today: string;
}

/** What kind of trip: type, class, group size, dates and budget. */
export function TripFields({ form, fieldId, splash, today }: TripFieldsProps) {
  const t = useT();
  const { errors } = form.formState;
  const startDate = useWatch({ control: form.control, name: 'startDate' });
  const dateField = (name: 'startDate' | 'endDate', label: string, min: string) => (
    <Field id={fieldId(name)} label={label} error={errors[name]?.message} optional className="sm:col-span-2">
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => <DateInput label={label} min={min} {...field} />}
      />
    </Field>
  );
  return (
    <div className="grid gap-5 sm:grid-cols-6">
      <Field id={fieldId('tripType')} label={t('Trip type')} error={errors.tripType?.message} className="sm:col-span-3">
        <Select
          options={translatedNames(t, splash?.tripTypes ?? [])}
          placeholder={splash ? t('Select a trip type') : t('Loading…')}
          disabled={!splash}
          {...form.register('tripType')}
        />
      </Field>
      <Field
        id={fieldId('serviceClass')}
        label={t('Service class')}
        error={errors.serviceClass?.message}
        optional
        className="sm:col-span-3"
      >
        <Select
          options={translatedNames(t, splash?.searviceClasses ?? [])}
          placeholder={t('No preference')}
          disabled={!splash}
          {...form.register('serviceClass')}
        />
      </Field>
      <Field id={fieldId('guests')} label={t('Guests')} error={errors.guests?.message} className="sm:col-span-2">
        <TextInput type="number" inputMode="numeric" min={1} max={MAX_GUESTS} step={1} {...form.register('guests')} />
      </Field>
      {dateField('startDate', t('Start date'), today)}
      {dateField('endDate', t('End date'), isCalendarDate(startDate) && startDate > today ? startDate : today)}
      <div className="sm:col-span-6">
        <Controller
          control={form.control}
          name="budget"
          render={({ field, fieldState }) => (
            <BudgetField
              name={fieldId('budget')}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
    </div>
  );
}
