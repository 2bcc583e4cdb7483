import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { EmailOnlySchema, type EmailOnlyInput } from '#domain/schemas/email-only.js';
import { Button } from '#web/components/ui/button.js';
import { paths } from '#web/config/paths.js';
import { ACCOUNT_MESSAGES, failureMessage, REDIRECT_DELAY_MS } from '#web/features/account/account-helpers.js';
import { useRequestPasswordReset } from '#web/features/account/api/account-api.js';
import { useRedirectWhen } from '#web/features/account/hooks/use-redirect-when.js';
import { FormAlert } from './form-alert.js';
import { describedBy, Field, inputClass } from '#web/components/ui/form-field.js';

/** Spec 4 'Forgot password': success shows a message, then home after 2 seconds. */
export function ForgotPasswordForm() {
  const id = useId();
  const reset = useRequestPasswordReset();
  useRedirectWhen(reset.isSuccess, () => paths.home.getHref(), REDIRECT_DELAY_MS);
  const form = useForm<EmailOnlyInput>({ resolver: zodResolver(EmailOnlySchema), defaultValues: { email: '' } });
  const error = form.formState.errors.email?.message;
  const busy = reset.isPending || reset.isSuccess;

  const onSubmit = form.handleSubmit(({ email }) => reset.mutate(email));

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={reset.isPending}>
      <Field id={`${id}-email`} label="Email" error={error}>
        <input
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          disabled={busy}
          className={inputClass}
          {...describedBy(`${id}-email`, error)}
          {...form.register('email')}
        />
      </Field>
      {reset.isSuccess && <FormAlert tone="success">{ACCOUNT_MESSAGES.resetSent}</FormAlert>}
      {reset.isError && <FormAlert tone="error">{failureMessage(reset.error, ACCOUNT_MESSAGES.resetFailed)}</FormAlert>}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {reset.isPending ? 'Sending link...' : 'Send reset link'}
      </Button>
    </form>
  );
}
