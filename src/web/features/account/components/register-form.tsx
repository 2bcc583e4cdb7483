import { useLocale } from '#web/lib/locale.js';
import { useState } from 'react';
import { AppLink } from '#web/lib/navigation.js';
import { passportImageError, RegistrationFormSchema } from '#domain/schemas/registration.js';
import { REGISTRATION_REQUIRED_MESSAGE } from '#domain/schemas/messages.js';
import { Button } from '#web/components/ui/button.js';
import { Field } from '#web/components/ui/field.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { TextInput } from '#web/components/ui/input.js';
import { PasswordInput } from '#web/components/ui/password-input.js';
import { Select } from '#web/components/ui/select.js';
import { paths } from '#web/config/paths.js';
import { alertMessages, fieldMessage, FORM_FAILURE, showServerErrors } from '#web/lib/form-errors.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import { useSplash } from '#web/features/reference/api/get-splash.js';
import { countryOptions } from '#web/features/reference/lib/country-names.js';
import { translatedNames } from '#web/features/reference/lib/reference-names.js';
import {
  ACCOUNT_MESSAGES,
  type AfterRegistrationState,
  failureMessage,
  REDIRECT_DELAY_MS,
  registrationFormData,
} from '#web/features/account/account-helpers.js';
import { useRegister } from '#web/features/account/api/account-api.js';
import { useRedirectWhen } from '#web/lib/use-redirect-when.js';
import { useRich, useT } from '#web/i18n/i18n.js';

/** What the register form holds: selects give ids as strings. */
const REGISTRATION_DEFAULTS = {
  name: '',
  phone: '',
  email: '',
  country: '',
  gender: '',
  address: '',
  password: '',
  'confirm-password': '',
  terms: false,
};

type RegistrationField = keyof typeof REGISTRATION_DEFAULTS;
const FIELD_ORDER = Object.keys(REGISTRATION_DEFAULTS) as RegistrationField[];

/** A new account: all fields and the terms box; after success, the login tab in 2 seconds, e-mail filled in. */
export function RegisterForm() {
  const t = useT();
  const rich = useRich();
  const splash = useSplash();
  const registration = useRegister();
  const locale = useLocale();
  // The login tab opens with the new account's e-mail filled in.
  useRedirectWhen(
    registration.isSuccess,
    () => paths.login.getHref('login'),
    REDIRECT_DELAY_MS,
    (): AfterRegistrationState => ({ registeredEmail: registration.data ?? '' }),
  );
  const [passport, setPassport] = useState<File | null>(null);
  const [passportError, setPassportError] = useState<string | undefined>();
  // A new key empties the file input after a success.
  const [fileInputKey, setFileInputKey] = useState(0);

  const form = useZodForm(RegistrationFormSchema, REGISTRATION_DEFAULTS);
  const { errors } = form.formState;
  const messages = [...alertMessages(errors, FIELD_ORDER), ...(passportError ? [passportError] : [])];
  const busy = registration.isPending || registration.isSuccess;
  // Under a field only its specific message: the shared 'fill in all fields' sentence is in the alert.
  const error = (name: RegistrationField) => fieldMessage(errors[name]?.message, REGISTRATION_REQUIRED_MESSAGE);

  const onSubmit = form.handleSubmit(({ terms: _terms, ...fields }) => {
    if (passportError) return;
    registration.mutate(registrationFormData(fields, passport, locale), {
      onSuccess: () => {
        form.reset(REGISTRATION_DEFAULTS);
        setPassport(null);
        setFileInputKey((key) => key + 1);
      },
      onError: (failure) => {
        if (showServerErrors(failure, FIELD_ORDER, form.setError)) return;
        form.setError(FORM_FAILURE, { message: failureMessage(failure, ACCOUNT_MESSAGES.registrationFailed, t) });
      },
    });
  });

  const onPassportChange = (file: File | undefined) => {
    const problem = file ? passportImageError(file) : null;
    setPassportError(problem ?? undefined);
    setPassport(file && !problem ? file : null);
  };

  const selectField = (
    name: 'country' | 'gender',
    label: string,
    placeholder: string,
    options: { id: number; name: string }[] | undefined,
  ) => (
    <Field label={label} error={error(name)}>
      <Select
        options={options ?? []}
        placeholder={options ? placeholder : t('Loading…')}
        disabled={!options}
        aria-invalid={errors[name] ? true : undefined}
        {...form.register(name)}
      />
    </Field>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={registration.isPending}>
      <fieldset disabled={busy} className="grid min-w-0 gap-5 sm:grid-cols-2">
        <Field label={t('Full name')} error={error('name')} className="sm:col-span-2">
          <TextInput autoComplete="name" aria-invalid={errors.name ? true : undefined} {...form.register('name')} />
        </Field>
        <Field label={t('Email')} error={error('email')}>
          <TextInput
            type="email"
            autoComplete="email"
            aria-invalid={errors.email ? true : undefined}
            {...form.register('email')}
          />
        </Field>
        <Field label={t('Phone')} error={error('phone')}>
          <TextInput
            type="tel"
            autoComplete="tel"
            aria-invalid={errors.phone ? true : undefined}
            {...form.register('phone')}
          />
        </Field>
        {selectField(
          'country',
          t('Country'),
          t('Select country'),
          splash.data && countryOptions(splash.data.countries),
        )}
        {selectField('gender', t('Gender'), t('Select gender'), splash.data && translatedNames(t, splash.data.genders))}
        <Field label={t('Address')} error={error('address')} className="sm:col-span-2">
          <TextInput
            autoComplete="street-address"
            aria-invalid={errors.address ? true : undefined}
            {...form.register('address')}
          />
        </Field>
        {(['password', 'confirm-password'] as const).map((name) => (
          <Field key={name} label={name === 'password' ? t('Password') : t('Confirm password')} error={error(name)}>
            <PasswordInput
              autoComplete="new-password"
              aria-invalid={errors[name] ? true : undefined}
              {...form.register(name)}
            />
          </Field>
        ))}
        <Field
          label={t('Passport image')}
          optional
          hint={t('A photo or scan, at most 5 MB. We use it only for park permits.')}
          error={passportError}
          className="sm:col-span-2"
        >
          <TextInput
            key={fileInputKey}
            type="file"
            accept="image/*"
            onChange={(event) => onPassportChange(event.target.files?.[0])}
            className="h-auto rounded-none border-0 bg-transparent px-0 text-sm text-ink/75 shadow-none file:mr-4 file:h-10 file:cursor-pointer file:rounded-full file:border-0 file:bg-sand file:px-5 file:font-semibold file:text-ink hover:file:bg-gold/20"
          />
        </Field>
        <div className="sm:col-span-2">
          <label className="flex cursor-pointer items-start gap-3 text-sm text-ink/80">
            <input
              type="checkbox"
              className="mt-0.5 size-4.5 shrink-0 accent-gold-dark aria-invalid:outline-2 aria-invalid:outline-offset-2 aria-invalid:outline-coral-dark"
              aria-invalid={errors.terms ? true : undefined}
              {...form.register('terms')}
            />
            <span>
              {rich('I agree to the {terms} and the {privacy}.', {
                terms: (
                  <AppLink
                    to={paths.terms.getHref()}
                    className="font-medium text-gold-dark underline underline-offset-4"
                  >
                    {t('terms and conditions')}
                  </AppLink>
                ),
                privacy: (
                  <AppLink
                    to={paths.privacy.getHref()}
                    className="font-medium text-gold-dark underline underline-offset-4"
                  >
                    {t('privacy policy')}
                  </AppLink>
                ),
              })}
            </span>
          </label>
        </div>
      </fieldset>
      <FormAlert tone="error" messages={messages} />
      {registration.isSuccess && (
        <FormAlert tone="success" title={t('Registration successful!')}>
          <p>{t('Your account is ready. Taking you to the login form…')}</p>
        </FormAlert>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {registration.isPending ? t('Creating account...') : t('Create account')}
      </Button>
    </form>
  );
}
