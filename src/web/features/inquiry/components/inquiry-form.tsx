import { useId, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { InquirySchema } from '#domain/schemas/inquiry.js';
import { Button } from '#web/components/ui/button.js';
import { Field } from '#web/components/ui/field.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { TextArea } from '#web/components/ui/input.js';
import { cn } from '#web/lib/cn.js';
import { isoFromLocalDate } from '#web/lib/date-text.js';
import { alertMessages, showServerErrors } from '#web/lib/form-errors.js';
import { clearFormDraft } from '#web/lib/form-draft.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import { useSplash } from '#web/features/reference/api/get-splash.js';
import { translatedNames } from '#web/features/reference/lib/reference-names.js';
import { useSaveInquiry } from '#web/features/inquiry/api/save-inquiry.js';
import { useTravellerPrefill } from '#web/features/auth/hooks/use-traveller-prefill.js';
import {
  buildInquiryPayload,
  INQUIRY_DEFAULTS,
  INQUIRY_FAILURE_TEXT,
  INQUIRY_FAILURE_TITLE,
  INQUIRY_FIELD_ORDER,
  INQUIRY_REFERENCE_TEXT,
  INQUIRY_SUCCESS_TEXT,
  INQUIRY_SUCCESS_TITLE,
  INQUIRY_TRAVELLER_FIELDS,
  inquiryFailureMessage,
  type InquiryFormValues,
} from '#web/features/inquiry/inquiry-helpers.js';
import { CheckboxGroup, type CheckboxOption } from './checkbox-group.js';
import { TravellerFields } from './traveller-fields.js';
import { TripFields } from './trip-fields.js';
import { useRich, useT } from '#web/i18n/i18n.js';

const INQUIRY_DRAFT = 'contact-inquiry';

export interface InquiryFormProps {
  /**
   * The destinations to choose from: the page loads them (50 of them), since
   * features do not import each other.
   */
  destinations: { options: readonly CheckboxOption[]; status: 'pending' | 'error' | 'success' };
  className?: string;
}

/** The trip inquiry of the contact page and the home page. */
export function InquiryForm({ destinations, className }: InquiryFormProps) {
  const t = useT();
  const rich = useRich();
  const uid = useId();
  const fieldId = (name: keyof InquiryFormValues) => `${uid}-${name}`;
  const splash = useSplash();
  const saving = useSaveInquiry();

  const form = useZodForm(InquirySchema, INQUIRY_DEFAULTS, {
    // The home page's and the contact page's form are one inquiry: one draft.
    draft: { key: INQUIRY_DRAFT, ready: splash.data !== undefined },
  });
  useTravellerPrefill(form, INQUIRY_TRAVELLER_FIELDS, splash.data);
  const { errors } = form.formState;
  const errorList = alertMessages(errors, INQUIRY_FIELD_ORDER);
  const fieldOf = (message: string) => INQUIRY_FIELD_ORDER.find((field) => errors[field]?.message === message);
  // Sent, the form stays disabled and the page stays, with the reference to quote in a reply.
  const busy = saving.isPending || saving.isSuccess;

  const focusField = (field: keyof InquiryFormValues) => document.getElementById(fieldId(field))?.focus();

  const onSubmit = form.handleSubmit((input) =>
    saving.mutate(
      { ...buildInquiryPayload(input), source_page: window.location.pathname },
      {
        onSuccess: () => {
          clearFormDraft(INQUIRY_DRAFT);
          form.reset(INQUIRY_DEFAULTS);
        },
        onError: (error) => void showServerErrors(error, INQUIRY_FIELD_ORDER, form.setError),
      },
    ),
  );

  const locations = translatedNames(t, splash.data?.locations ?? []);
  return (
    <form noValidate onSubmit={onSubmit} className={cn('space-y-10', className)} aria-busy={saving.isPending}>
      <fieldset disabled={busy} className="min-w-0 space-y-10">
        {/* Names the group for a screen reader; the parts' headings show the same to the eye. */}
        <legend className="sr-only">{t('Tell us about you and your trip')}</legend>
        <FormPart title={t('About you')}>
          <TravellerFields form={form} fieldId={fieldId} countries={splash.data?.countries} />
        </FormPart>
        <FormPart title={t('Your trip')}>
          <TripFields form={form} fieldId={fieldId} splash={splash.data} today={isoFromLocalDate(new Date())} />
        </FormPart>
        <FormPart title={t('Where you would like to go')}>
          <div className="space-y-6">
            <p className="text-sm text-ink/75">
              {t('Choose destinations, locations or both: one of the two is enough.')}
            </p>
            <Controller
              control={form.control}
              name="destinations"
              // One list answers for both: a change re-checks the other one too.
              rules={{ deps: ['locations'] }}
              render={({ field, fieldState }) => (
                <CheckboxGroup
                  id={fieldId('destinations')}
                  legend={t('Destinations')}
                  selectAllLabel={t('Select all destinations')}
                  options={destinations.options}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  loading={destinations.status === 'pending'}
                  unavailable={
                    destinations.status === 'error'
                      ? t('Destinations could not be loaded. Please refresh the page, or name them in your message.')
                      : undefined
                  }
                />
              )}
            />
            <Controller
              control={form.control}
              name="locations"
              rules={{ deps: ['destinations'] }}
              render={({ field, fieldState }) => (
                <CheckboxGroup
                  id={fieldId('locations')}
                  legend={t('Locations')}
                  selectAllLabel={t('Select all locations')}
                  options={locations}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  loading={splash.isPending}
                  unavailable={
                    splash.isError ? t('Locations could not be loaded. Please refresh the page.') : undefined
                  }
                />
              )}
            />
          </div>
        </FormPart>
        <FormPart title={t('Anything else')}>
          <Field id={fieldId('message')} label={t('Message')} error={errors.message?.message}>
            <TextArea
              rows={5}
              placeholder={t(
                'Tell us about your travellers, the experiences you would love and anything we should know.',
              )}
              className="min-h-32"
              {...form.register('message')}
            />
          </Field>
        </FormPart>
      </fieldset>

      <div className="space-y-5">
        {/* Every validation error in one alert; each line moves the focus to its field. */}
        <FormAlert
          tone="error"
          title={errorList.length > 0 ? t('Please correct the following:') : undefined}
          messages={errorList}
          onSelectMessage={(index) => {
            const field = fieldOf(errorList[index] ?? '');
            if (field) focusField(field);
          }}
        />
        {saving.isSuccess && (
          <FormAlert tone="success" title={t(INQUIRY_SUCCESS_TITLE)}>
            <p>{t(INQUIRY_SUCCESS_TEXT)}</p>
            <p className="mt-1">
              {rich(INQUIRY_REFERENCE_TEXT, {
                reference: <strong className="text-ink tabular-nums">{saving.data.reference}</strong>,
              })}
            </p>
          </FormAlert>
        )}
        {saving.isError && (
          <FormAlert tone="error" title={t(INQUIRY_FAILURE_TITLE)}>
            <p>{t(INQUIRY_FAILURE_TEXT)}</p>
            <p className="mt-1">{t(inquiryFailureMessage(saving.error))}</p>
          </FormAlert>
        )}
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
          {saving.isPending ? t('Sending Inquiry...') : t('Send Inquiry')}
        </Button>
      </div>
    </form>
  );
}

function FormPart({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-5 border-b border-ink/10 pb-3 font-display text-xl font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
