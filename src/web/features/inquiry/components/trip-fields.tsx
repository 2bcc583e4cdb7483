import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { Splash } from '#domain/api/reference.js';
import type { InquiryInput } from '#domain/schemas/inquiry.js';
import { cn } from '#web/lib/cn.js';
import type { InquiryFormValues } from '#web/features/inquiry/inquiry-helpers.js';
import { BudgetField } from './budget-field.js';
import { describedBy, Field, inputClass } from '#web/components/ui/form-field.js';

interface TripFieldsProps {
  form: UseFormReturn<InquiryFormValues, unknown, InquiryInput>;
  fieldId(name: keyof InquiryFormValues): string;
  splash: Splash | undefined;
  /** today as yyyy-MM-dd: dates in the past make no sense for a trip */
  today: string;
}

/** What kind of trip: type, class, group size, dates and budget. */
export function TripFields({ form, fieldId, splash, today }: TripFieldsProps) {
  const { errors } = form.formState;
  const startDate = useWatch({ control: form.control, name: 'startDate' });
  const select = (name: 'tripType' | 'serviceClass') => ({
    className: cn(inputClass, 'pr-10'),
    disabled: !splash,
    ...describedBy(fieldId(name), errors[name]?.message),
    ...form.register(name),
  });
  return (
    <div className="grid gap-5 sm:grid-cols-6">
      <Field id={fieldId('tripType')} label="Trip type" error={errors.tripType?.message} className="sm:col-span-3">
        <select {...select('tripType')}>
          <option value="">{splash ? 'Select a trip type' : 'Loading…'}</option>
          {splash?.tripTypes.map((type) => (
            <option key={type.id} value={String(type.id)}>
              {type.name}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id={fieldId('serviceClass')}
        label="Service class"
        error={errors.serviceClass?.message}
        optional
        className="sm:col-span-3"
      >
        <select {...select('serviceClass')}>
          <option value="">No preference</option>
          {splash?.searviceClasses.map((serviceClass) => (
            <option key={serviceClass.id} value={String(serviceClass.id)}>
              {serviceClass.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id={fieldId('guests')} label="Guests" error={errors.guests?.message} className="sm:col-span-2">
        <input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          className={inputClass}
          {...describedBy(fieldId('guests'), errors.guests?.message)}
          {...form.register('guests')}
        />
      </Field>
      <Field
        id={fieldId('startDate')}
        label="Start date"
        error={errors.startDate?.message}
        optional
        className="sm:col-span-2"
      >
        <input
          type="date"
          min={today}
          className={inputClass}
          {...describedBy(fieldId('startDate'), errors.startDate?.message)}
          {...form.register('startDate')}
        />
      </Field>
      <Field
        id={fieldId('endDate')}
        label="End date"
        error={errors.endDate?.message}
        optional
        className="sm:col-span-2"
      >
        <input
          type="date"
          min={startDate || today}
          className={inputClass}
          {...describedBy(fieldId('endDate'), errors.endDate?.message)}
          {...form.register('endDate')}
        />
      </Field>
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
