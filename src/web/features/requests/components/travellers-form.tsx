import { useMemo } from 'react';
import type { TravellersDetailsAnswer } from '#domain/api/travellers.js';
import { todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import { travellersFormSchema } from '#domain/schemas/travellers.js';
import { Button } from '#web/components/ui/button.js';
import { Field } from '#web/components/ui/field.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { TextInput } from '#web/components/ui/input.js';
import type { TrackedRequest } from '#web/features/requests/api/get-tracked-request.js';
import { useSaveTravellers } from '#web/features/requests/api/save-travellers.js';
import { useSplash } from '#web/features/reference/api/get-splash.js';
import { msg, useT } from '#web/i18n/i18n.js';
import { ApiError } from '#web/lib/api-client.js';
import { failureMessage, FORM_FAILURE } from '#web/lib/form-errors.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import type { TrackedAccess } from './tracked-access.js';
import { errorAt, TravellerFields, type TravellersFormValues } from './traveller-fields.js';

const SAVE_FAILED = msg('We could not save the details just now. Please try again.');

const blankTraveller = () => ({
  full_name: '',
  nationality: '',
  date_of_birth: '',
  passport_number: '',
  passport_expiry: '',
  dietary: '',
  medical: '',
});

/** What the form starts from: what was sent (passport numbers masked: sent back as they are, they are kept), or blanks. */
function startingValues(guests: number, sent: TravellersDetailsAnswer | null): TravellersFormValues {
  return {
    travellers: Array.from({ length: guests }, (_, index) => {
      const person = sent?.travellers[index];
      if (!person) return blankTraveller();
      return {
        full_name: person.full_name,
        nationality: String(person.nationality.id),
        date_of_birth: person.date_of_birth ?? '',
        passport_number: person.passport_number ?? '',
        passport_expiry: person.passport_expiry ?? '',
        dietary: person.dietary ?? '',
        medical: person.medical ?? '',
      };
    }),
    arrival: { flight: sent?.arrival.flight ?? '', arrival_at: sent?.arrival.arrival_at ?? '' },
    emergency_contact: { name: sent?.emergency_contact?.name ?? '', phone: sent?.emergency_contact?.phone ?? '' },
  };
}

/**
 * The travellers' details, one block per guest, the arrival and whom to call: checked here with the rules the server
 * applies (one per guest, a passport valid six months after the trip), the first wrong field focused.
 */
export function TravellersForm({
  request,
  access,
  onDone,
}: {
  request: TrackedRequest;
  access: TrackedAccess;
  onDone: () => void;
}) {
  const t = useT();
  const splash = useSplash();
  const today = todayInDarEsSalaam();
  const schema = useMemo(
    () => travellersFormSchema({ guests: request.guests, tripEnd: request.end_date ?? request.start_date, today }),
    [request.guests, request.end_date, request.start_date, today],
  );
  const form = useZodForm(schema, startingValues(request.guests, request.travellers));
  const saving = useSaveTravellers(access.reference, access.key);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((input) =>
    saving.mutate(input, {
      onSuccess: onDone,
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422 && error.errors) {
          for (const [path, messages] of Object.entries(error.errors)) {
            if (messages[0]) form.setError(path as never, { type: 'server', message: messages[0] });
          }
          return;
        }
        form.setError(FORM_FAILURE, { message: failureMessage(error, SAVE_FAILED) });
      },
    }),
  );

  const fieldPaths = [
    'travellers',
    ...Array.from({ length: request.guests }, (_, index) =>
      ['full_name', 'nationality', 'date_of_birth', 'passport_number', 'passport_expiry', 'dietary', 'medical'].map(
        (field) => `travellers.${index}.${field}`,
      ),
    ).flat(),
    'arrival.flight',
    'arrival.arrival_at',
    'emergency_contact.name',
    'emergency_contact.phone',
  ];
  const root = errors.root as Record<string, { message?: string } | undefined> | undefined;
  const alert = [
    ...new Set(
      [...fieldPaths.map((path) => errorAt(form, path)), root?.failure?.message].filter(
        (message): message is string => !!message,
      ),
    ),
  ];

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={saving.isPending}>
      {Array.from({ length: request.guests }, (_, index) => (
        <TravellerFields key={index} form={form} index={index} splash={splash.data} today={today} />
      ))}
      <fieldset className="rounded-xl border border-ink/10 p-4 sm:p-5">
        <legend className="px-1 font-display text-lg font-semibold">{t('Arrival and emergency contact')}</legend>
        <div className="grid gap-x-5 gap-y-5 sm:grid-cols-2">
          <Field
            id="arrival-flight"
            label={t('Arrival flight')}
            optional
            error={errorAt(form, 'arrival.flight')}
            hint={t('For example KL 569')}
          >
            <TextInput
              autoCapitalize="characters"
              maxLength={12}
              aria-invalid={errorAt(form, 'arrival.flight') ? true : undefined}
              {...form.register('arrival.flight')}
            />
          </Field>
          <Field id="arrival-at" label={t('Landing (local time)')} optional error={errorAt(form, 'arrival.arrival_at')}>
            <TextInput
              type="datetime-local"
              aria-invalid={errorAt(form, 'arrival.arrival_at') ? true : undefined}
              {...form.register('arrival.arrival_at')}
            />
          </Field>
          <Field
            id="emergency-name"
            label={t('Emergency contact')}
            error={errorAt(form, 'emergency_contact.name')}
            hint={t('Someone at home we can call, not travelling with you')}
          >
            <TextInput
              autoComplete="off"
              maxLength={120}
              aria-invalid={errorAt(form, 'emergency_contact.name') ? true : undefined}
              {...form.register('emergency_contact.name')}
            />
          </Field>
          <Field
            id="emergency-phone"
            label={t("Emergency contact's phone")}
            error={errorAt(form, 'emergency_contact.phone')}
          >
            <TextInput
              type="tel"
              maxLength={30}
              placeholder="+49 …"
              aria-invalid={errorAt(form, 'emergency_contact.phone') ? true : undefined}
              {...form.register('emergency_contact.phone')}
            />
          </Field>
        </div>
      </fieldset>
      <FormAlert tone="error" messages={alert} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={saving.isPending}>
          {saving.isPending ? t('Saving…') : t("Send travellers' details")}
        </Button>
        {request.travellers && (
          <Button type="button" variant="ghost" onClick={onDone}>
            {t('Cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
