import { useState } from 'react';
import { Link } from 'react-router';
import { STAFF_PASSWORD_MIN_LENGTH, StaffSetPasswordSchema } from '#domain/schemas/staff.js';
import { Button } from '#web/components/ui/button.js';
import { Field } from '#web/components/ui/field.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { PasswordInput } from '#web/components/ui/password-input.js';
import { failureMessage, showServerErrors } from '#web/lib/form-errors.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import { adminPaths } from '#web/admin-kit/admin-paths.js';
import { useSetPassword } from '#web/features/admin-auth/api/set-password.js';

/** The one-time link's page: choose a password, then sign in with it. */
export function SetPasswordForm({ token }: { token: string }) {
  const setPassword = useSetPassword();
  const form = useZodForm(StaffSetPasswordSchema, { token, password: '' });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit((input) => {
    setFailure(null);
    setPassword.mutate(input, {
      onError: (error) => {
        if (showServerErrors(error, ['password'], form.setError)) return;
        setFailure(failureMessage(error, 'The password could not be set. Please try again.'));
      },
    });
  });

  if (setPassword.isSuccess) {
    return (
      <FormAlert tone="success" title="Your password is set.">
        <Link to={adminPaths.login()} className="font-semibold text-gold-dark underline underline-offset-4">
          Sign in
        </Link>
      </FormAlert>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={setPassword.isPending}>
      <FormAlert tone="error" messages={failure ? [failure] : []} />
      <Field
        label="New password"
        error={errors.password?.message ?? errors.token?.message}
        hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters.`}
      >
        <PasswordInput autoComplete="new-password" className="h-11" {...form.register('password')} />
      </Field>
      <Button type="submit" className="w-full" disabled={setPassword.isPending}>
        {setPassword.isPending ? 'Saving…' : 'Set password'}
      </Button>
    </form>
  );
}
