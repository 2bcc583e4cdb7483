import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { PasswordResetConfirmSchema, type PasswordResetConfirmInput } from '#domain/schemas/registration.js';
import { Button, buttonVariants } from '#web/components/ui/button.js';
import { paths } from '#web/config/paths.js';
import { failureMessage } from '../account-helpers.js';
import { useConfirmPasswordReset } from '../api/account-api.js';
import { FormAlert } from './form-alert.js';
import { describedBy, Field, PasswordInput } from '#web/components/ui/form-field.js';

const RESET_CONFIRM_FAILED = 'Failed to reset your password. Please try again.';

/** The page the e-mailed link opens: a new password, twice, checked by the registration rules. */
export function ResetPasswordForm({ token }: { token: string }) {
  const id = useId();
  const confirm = useConfirmPasswordReset();
  const form = useForm<PasswordResetConfirmInput>({
    resolver: zodResolver(PasswordResetConfirmSchema),
    defaultValues: { token, password: '', 'confirm-password': '' },
  });
  const { errors } = form.formState;

  if (confirm.isSuccess) {
    return (
      <div className="space-y-6">
        <FormAlert tone="success" title="Password changed">
          <p>Your password has been reset. You can now log in with your new password.</p>
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
      {confirm.isError && <FormAlert tone="error">{failureMessage(confirm.error, RESET_CONFIRM_FAILED)}</FormAlert>}
      <Button type="submit" size="lg" className="w-full" disabled={confirm.isPending}>
        {confirm.isPending ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}
