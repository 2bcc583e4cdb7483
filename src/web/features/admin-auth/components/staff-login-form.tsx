import { useState } from 'react';
import { LoginSchema } from '#domain/schemas/login.js';
import { Button } from '#web/components/ui/button.js';
import { Field } from '#web/components/ui/field.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { TextInput } from '#web/components/ui/input.js';
import { PasswordInput } from '#web/components/ui/password-input.js';
import { failureMessage, showServerErrors } from '#web/lib/form-errors.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import { saveStaffToken } from '#web/admin-kit/api/staff-token.js';
import { useLogin } from '#web/features/admin-auth/api/login.js';

/**
 * Staff sign-in. The token is kept, then a full load opens `next`, so every query starts signed in.
 * A wrong pair, a locked account and an unknown e-mail all read the server's one sentence.
 */
export function StaffLoginForm({ next }: { next: string }) {
  const login = useLogin();
  const form = useZodForm(LoginSchema, { email: '', password: '' });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit((input) => {
    setFailure(null);
    login.mutate(input, {
      onSuccess: ({ token }) => {
        saveStaffToken(token);
        window.location.assign(next);
      },
      onError: (error) => {
        if (showServerErrors(error, ['email', 'password'], form.setError)) return;
        setFailure(failureMessage(error, 'Signing in failed. Please try again.'));
      },
    });
  });

  const busy = login.isPending || login.isSuccess;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={login.isPending}>
      <FormAlert tone="error" messages={failure ? [failure] : []} />
      <Field label="Email" error={errors.email?.message}>
        <TextInput type="email" autoComplete="username" className="h-11" {...form.register('email')} />
      </Field>
      <Field label="Password" error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" className="h-11" {...form.register('password')} />
      </Field>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
