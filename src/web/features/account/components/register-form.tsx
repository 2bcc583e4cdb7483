import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { passportImageError, type RegistrationFormInput } from '#domain/schemas/registration.js';
import { Button } from '#web/components/ui/button.js';
import { paths } from '#web/config/paths.js';
import { useSplash } from '#web/features/reference/api/get-splash.js';
import { cn } from '#web/lib/cn.js';
import {
  ACCOUNT_MESSAGES,
  failureMessage,
  fieldMessage,
  REDIRECT_DELAY_MS,
  registrationFormData,
  uniqueMessages,
} from '#web/features/account/account-helpers.js';
import { useRegister } from '#web/features/account/api/account-api.js';
import {
  REGISTRATION_DEFAULTS,
  registrationResolver,
  type RegistrationFormValues,
} from '#web/features/account/registration-form.js';
import { useRedirectWhen } from '#web/features/account/hooks/use-redirect-when.js';
import { FormAlert } from './form-alert.js';
import { describedBy, Field, inputClass, PasswordInput } from '#web/components/ui/form-field.js';

type TextField = 'name' | 'phone' | 'email' | 'address';

/** Spec 4 and 5 'Registration': all fields and the terms box; after success, the login tab in 2 seconds. */
export function RegisterForm() {
  const id = useId();
  const fid = (name: string) => `${id}-${name}`;
  const splash = useSplash();
  const registration = useRegister();
  useRedirectWhen(registration.isSuccess, () => paths.login.getHref('login'), REDIRECT_DELAY_MS);
  const [passport, setPassport] = useState<File | null>(null);
  const [passportError, setPassportError] = useState<string | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);

  const form = useForm<RegistrationFormValues, unknown, RegistrationFormInput>({
    resolver: registrationResolver,
    defaultValues: REGISTRATION_DEFAULTS,
  });
  const { errors, isSubmitted } = form.formState;
  const messages = [...(isSubmitted ? uniqueMessages(errors) : []), ...(passportError ? [passportError] : [])];
  const busy = registration.isPending || registration.isSuccess;

  const onSubmit = form.handleSubmit(({ terms: _terms, ...fields }) => {
    if (passportError) return;
    registration.mutate(registrationFormData(fields, passport), {
      onSuccess: () => {
        form.reset(REGISTRATION_DEFAULTS);
        setPassport(null);
        if (fileInput.current) fileInput.current.value = '';
      },
    });
  });

  const onPassportChange = (file: File | undefined) => {
    const problem = file ? passportImageError(file) : null;
    setPassportError(problem ?? undefined);
    setPassport(file && !problem ? file : null);
  };

  const text = (name: TextField, label: string, type: string, autoComplete: string, className?: string) => (
    <Field id={fid(name)} label={label} error={fieldMessage(errors[name]?.message)} className={className}>
      <input
        type={type}
        autoComplete={autoComplete}
        className={inputClass}
        {...describedBy(fid(name), fieldMessage(errors[name]?.message))}
        aria-invalid={errors[name] ? true : undefined}
        {...form.register(name)}
      />
    </Field>
  );
  const select = (name: 'country' | 'gender', label: string, options: { id: number; name: string }[] | undefined) => (
    <Field id={fid(name)} label={label} error={fieldMessage(errors[name]?.message)}>
      <select
        className={cn(inputClass, 'pr-10')}
        disabled={!options}
        {...describedBy(fid(name), fieldMessage(errors[name]?.message))}
        aria-invalid={errors[name] ? true : undefined}
        {...form.register(name)}
      >
        <option value="">{options ? `Select ${label.toLowerCase()}` : 'Loading…'}</option>
        {options?.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </select>
    </Field>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={registration.isPending}>
      <fieldset disabled={busy} className="grid min-w-0 gap-5 sm:grid-cols-2">
        {text('name', 'Full name', 'text', 'name', 'sm:col-span-2')}
        {text('email', 'Email', 'email', 'email')}
        {text('phone', 'Phone', 'tel', 'tel')}
        {select('country', 'Country', splash.data?.countries)}
        {select('gender', 'Gender', splash.data?.genders)}
        {text('address', 'Address', 'text', 'street-address', 'sm:col-span-2')}
        {(['password', 'confirm-password'] as const).map((name) => (
          <Field
            key={name}
            id={fid(name)}
            label={name === 'password' ? 'Password' : 'Confirm password'}
            error={fieldMessage(errors[name]?.message)}
          >
            <PasswordInput
              autoComplete="new-password"
              {...describedBy(fid(name), fieldMessage(errors[name]?.message))}
              aria-invalid={errors[name] ? true : undefined}
              {...form.register(name)}
            />
          </Field>
        ))}
        <Field
          id={fid('passport')}
          label="Passport image"
          optional
          hint="A photo or scan, at most 5 MB. We use it only for park permits."
          error={passportError}
          className="sm:col-span-2"
        >
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            onChange={(event) => onPassportChange(event.target.files?.[0])}
            className="block w-full text-sm text-ink/75 file:mr-4 file:h-10 file:cursor-pointer file:rounded-full file:border-0 file:bg-sand file:px-5 file:font-semibold file:text-ink hover:file:bg-gold/20"
            {...describedBy(fid('passport'), passportError, true)}
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
              I agree to the{' '}
              <Link to={paths.terms.getHref()} className="font-medium text-gold-dark underline underline-offset-4">
                terms and conditions
              </Link>{' '}
              and the{' '}
              <Link to={paths.privacy.getHref()} className="font-medium text-gold-dark underline underline-offset-4">
                privacy policy
              </Link>
              .
            </span>
          </label>
        </div>
      </fieldset>
      {messages.length > 0 && (
        <FormAlert tone="error">
          <ul className="space-y-1">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </FormAlert>
      )}
      {registration.isSuccess && (
        <FormAlert tone="success" title="Registration successful!">
          <p>Your account is ready. Taking you to the login form…</p>
        </FormAlert>
      )}
      {registration.isError && (
        <FormAlert tone="error">{failureMessage(registration.error, ACCOUNT_MESSAGES.registrationFailed)}</FormAlert>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {registration.isPending ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}
