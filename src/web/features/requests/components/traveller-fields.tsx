import { Controller, get, type UseFormReturn } from 'react-hook-form';
import { TRAVELLER_NOTE_MAX, type TravellersDetailsRawInput } from '#domain/schemas/travellers.js';
import { DateInput } from '#web/components/ui/date-input.js';
import { Field } from '#web/components/ui/field.js';
import { TextArea, TextInput } from '#web/components/ui/input.js';
import { Select } from '#web/components/ui/select.js';
import { countryOptions, type ShownSplash } from '#web/features/reference/lib/country-names.js';
import { useT } from '#web/i18n/i18n.js';

export type TravellersFormValues = TravellersDetailsRawInput & {
  travellers: {
    full_name: string;
    nationality: string;
    date_of_birth: string;
    passport_number: string;
    passport_expiry: string;
    dietary: string;
    medical: string;
  }[];
  arrival: { flight: string; arrival_at: string };
  emergency_contact: { name: string; phone: string };
};

type Form = UseFormReturn<TravellersFormValues, unknown, unknown>;

/** The message on a field of the form, nested paths included ('travellers.1.passport_expiry'). */
export const errorAt = (form: Form, path: string): string | undefined =>
  (get(form.formState.errors, path) as { message?: string } | undefined)?.message;

/** One guest's block: the name and passport as printed, nationality, birth date, and what the kitchen or guide must know. */
export function TravellerFields({
  form,
  index,
  splash,
  today,
}: {
  form: Form;
  index: number;
  splash: ShownSplash | undefined;
  today: string;
}) {
  const t = useT();
  const path = <F extends string>(field: F) => `travellers.${index}.${field}` as const;
  const error = (field: string) => errorAt(form, path(field));
  const invalid = (field: string) => (error(field) ? true : undefined);
  const id = (field: string) => `traveller-${index}-${field.replace('_', '-')}`;
  return (
    <fieldset className="rounded-xl border border-ink/10 p-4 sm:p-5" data-testid={`traveller-${index + 1}`}>
      <legend className="px-1 font-display text-lg font-semibold">
        {t('Traveller {number}', { number: index + 1 })}
      </legend>
      <div className="grid gap-x-5 gap-y-5 sm:grid-cols-2">
        <Field
          id={id('full_name')}
          label={t('Full name as in the passport')}
          error={error('full_name')}
          className="sm:col-span-2"
        >
          <TextInput
            autoComplete="off"
            maxLength={120}
            aria-invalid={invalid('full_name')}
            {...form.register(path('full_name'))}
          />
        </Field>
        <Field id={id('nationality')} label={t('Nationality')} error={error('nationality')}>
          <Select
            options={countryOptions(splash?.countries ?? [])}
            placeholder={t('Choose a nationality')}
            aria-invalid={invalid('nationality')}
            {...form.register(path('nationality'))}
          />
        </Field>
        <Field id={id('date_of_birth')} label={t('Date of birth')} error={error('date_of_birth')}>
          <Controller
            control={form.control}
            name={path('date_of_birth')}
            render={({ field }) => (
              <DateInput
                label={t('Date of birth')}
                min="1900-01-01"
                max={today}
                aria-invalid={invalid('date_of_birth')}
                {...field}
              />
            )}
          />
        </Field>
        <Field
          id={id('passport_number')}
          label={t('Passport number')}
          error={error('passport_number')}
          hint={t('Shown to you only as its last four characters once sent.')}
        >
          <TextInput
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            aria-invalid={invalid('passport_number')}
            {...form.register(path('passport_number'))}
          />
        </Field>
        <Field id={id('passport_expiry')} label={t('Passport valid until')} error={error('passport_expiry')}>
          <Controller
            control={form.control}
            name={path('passport_expiry')}
            render={({ field }) => (
              <DateInput
                label={t('Passport valid until')}
                min={today}
                aria-invalid={invalid('passport_expiry')}
                {...field}
              />
            )}
          />
        </Field>
        <Field id={id('dietary')} label={t('Dietary needs')} optional error={error('dietary')}>
          <TextArea
            rows={2}
            maxLength={TRAVELLER_NOTE_MAX}
            aria-invalid={invalid('dietary')}
            {...form.register(path('dietary'))}
          />
        </Field>
        <Field id={id('medical')} label={t('Medical notes')} optional error={error('medical')}>
          <TextArea
            rows={2}
            maxLength={TRAVELLER_NOTE_MAX}
            aria-invalid={invalid('medical')}
            {...form.register(path('medical'))}
          />
        </Field>
      </div>
    </fieldset>
  );
}
