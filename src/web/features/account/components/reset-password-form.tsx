import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { PasswordResetConfirmSchema, type PasswordResetConfirmInput } from '#domain/schemas/registration.js';
import { Button, buttonVariants } from '#web/components/ui/button.js';
import { paths } from '#web/config/paths.js';
import { ApiError } from '#web/lib/api-client.js';
import { failureMessage, REDIRECT_DELAY_MS } from '#web/features/account/account-helpers.js';
import { useConfirmPasswordReset } from '#web/features/account/api/account-api.js';
import { useRedirectWhen } from '#web/features/account/hooks/use-redirect-when.js';
import { FormAlert } from './form-alert.js';
import { describedBy, Field, PasswordInput } from '#web/components/ui/form-field.js';

const RESET_CONFIRM_FAILED = 'Failed to reset your password. Please try again.';

/** The link itself was refused (unknown, used or expired): only a new link helps. */
const isLinkProblem = (error: unknown) => error instanceof ApiError && Boolean(error.errors?.token);

/**
 * The page the e-mailed link opens: a new password, twice, checked by the registration rules.
 * Success shows a message and opens the login form 2 seconds later, like registration (spec 4).
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const id = useId();
  const confirm = useConfirmPasswordReset();
  useRedirectWhen(confirm.isSuccess, () => paths.login.getHref('login'), REDIRECT_DELAY_MS);
  const form = useForm<PasswordResetConfirmInput>({
    resolver: zodResolver(PasswordResetConfirmSchema),
    defaultValues: { token, password: '', 'confirm-password': '' },
  });
  const { errors } = form.formState;

  if (confirm.isSuccess) {
    return (
      <div className="space-y-6">
        <FormAlert tone="success" title="Password changed">
          <p>Your password has been reset. Taking you to the login form…</p>
        </FormAlert>
        <Link to={paths.login.getHref('login')} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
          Go to login
        </Link>
      </div>
    );
  }

  const onSubmit = form.handleSubmit((input) => confirm.mutate(input));
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={confirm.isPending}>
      <input type="hidden" {...form.register('token')} />
      {(['password', 'confirm-password'] as const).map((name) => (
        <Field
          key={name}
          id={`${id}-${name}`}
          label={name === 'password' ? 'New password' : 'Confirm new password'}
          error={errors[name]?.message}
          hint={name === 'password' ? 'At least 6 characters.' : undefined}
        >
          <PasswordInput
            autoComplete="new-password"
            disabled={confirm.isPending}
            {...describedBy(`${id}-${name}`, errors[name]?.message, name === 'password')}
            {...form.register(name)}
          />
        </Field>
      ))}
      {errors.token && <FormAlert tone="error">{errors.token.message}</FormAlert>}
      {confirm.isError && (
        <FormAlert tone="error">
          <p>{failureMessage(confirm.error, RESET_CONFIRM_FAILED)}</p>
          {isLinkProblem(confirm.error) && (
            <Link
              to={paths.forgotPassword.getHref()}
              className="mt-2 inline-block font-semibold text-gold-dark underline underline-offset-4"
            >
              Request a new link
            </Link>
          )}
        </FormAlert>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={confirm.isPending}>
        {confirm.isPending ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}
