import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { LoginSchema, type LoginInput } from '#domain/schemas/login.js';
import { Button } from '#web/components/ui/button.js';
import { paths } from '#web/config/paths.js';
import { AUTH_TOKEN_KEY } from '#web/lib/auth-token.js';
import { notify } from '#web/lib/notify.js';
import { storage } from '#web/lib/storage.js';
import { ACCOUNT_MESSAGES, failureMessage } from '#web/features/account/account-helpers.js';
import { useLogin } from '#web/features/account/api/account-api.js';
import { describedBy, Field, inputClass, PasswordInput } from '#web/components/ui/form-field.js';

// Long enough to read the toast; then a full load, so the header and every query start signed in (spec 4).
const AFTER_LOGIN_MS = 1000;

/** Spec 4 'Login': the token is stored, a toast confirms, and the dashboard opens. */
export function LoginForm() {
  const id = useId();
  const login = useLogin();
  const form = useForm<LoginInput>({ resolver: zodResolver(LoginSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((input) =>
    login.mutate(input, {
      onSuccess: (token) => {
        storage.set(AUTH_TOKEN_KEY, token);
        notify.success(ACCOUNT_MESSAGES.loginSuccess);
        setTimeout(() => window.location.assign(paths.dashboard.getHref()), AFTER_LOGIN_MS);
      },
      onError: (error) => {
        notify.error('Error', { description: failureMessage(error, ACCOUNT_MESSAGES.loginFailed) });
      },
    }),
  );

  const busy = login.isPending || login.isSuccess;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={login.isPending}>
      <Field id={`${id}-email`} label="Email" error={errors.email?.message}>
        <input
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          className={inputClass}
          {...describedBy(`${id}-email`, errors.email?.message)}
          {...form.register('email')}
        />
      </Field>
      <Field id={`${id}-password`} label="Password" error={errors.password?.message}>
        <PasswordInput
          autoComplete="current-password"
          {...describedBy(`${id}-password`, errors.password?.message)}
          {...form.register('password')}
        />
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <label className="flex cursor-pointer items-center gap-2.5 text-ink/80">
          {/* Spec 9 'Remember me': a label only; sessions last 30 days either way. */}
          <input type="checkbox" name="remember" className="size-4.5 accent-gold-dark" />
          Remember me for 30 days
        </label>
        <Link
          to={paths.forgotPassword.getHref()}
          className="font-medium text-gold-dark underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {login.isPending ? 'Logging in...' : 'Log in'}
      </Button>
    </form>
  );
}
