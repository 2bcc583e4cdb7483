import { useEffect, useRef } from 'react';
import { AppLink } from '#web/lib/navigation.js';
import { LoginSchema } from '#domain/schemas/login.js';
import { Button } from '#web/components/ui/button.js';
import { Field } from '#web/components/ui/field.js';
import { TextInput } from '#web/components/ui/input.js';
import { PasswordInput } from '#web/components/ui/password-input.js';
import { paths } from '#web/config/paths.js';
import { localizedHref } from '#domain/site-paths.js';
import { useLocale } from '#web/lib/locale.js';
import { AUTH_TOKEN_KEY } from '#web/lib/auth-token.js';
import { showServerErrors } from '#web/lib/form-errors.js';
import { notify } from '#web/lib/notify.js';
import { storage } from '#web/lib/storage.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import { armPendingAction } from '#web/features/auth/lib/pending-action.js';
import { ACCOUNT_MESSAGES, failureMessage } from '#web/features/account/account-helpers.js';
import { useLogin } from '#web/features/account/api/account-api.js';
import { useT } from '#web/i18n/i18n.js';

// Long enough to read the toast; then a full load, so the header and every query start signed in.
const AFTER_LOGIN_MS = 1000;

/**
 * Signing in: the token is stored, a toast confirms, and the dashboard opens, or the page where the
 * visitor pressed Like, Rate or Add to cart (which is then done). `email` comes from a registration
 * a moment ago: it is filled in and the password field has the focus.
 */
export function LoginForm({ email = '' }: { email?: string }) {
  const t = useT();
  const login = useLogin();
  const locale = useLocale();
  const form = useZodForm(LoginSchema, { email, password: '' });
  const { errors } = form.formState;
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!email) return;
    // On a phone the register form left the page scrolled far down: the login form comes into view.
    formRef.current?.scrollIntoView({ block: 'center', behavior: 'instant' });
    form.setFocus('password');
  }, [email, form]);

  const onSubmit = form.handleSubmit((input) =>
    login.mutate(input, {
      onSuccess: (token) => {
        storage.set(AUTH_TOKEN_KEY, token);
        notify.success(t(ACCOUNT_MESSAGES.loginSuccess));
        const back = armPendingAction() ?? paths.dashboard.getHref();
        setTimeout(() => window.location.assign(localizedHref(locale, back)), AFTER_LOGIN_MS);
      },
      onError: (error) => {
        if (showServerErrors(error, ['email', 'password'], form.setError)) return;
        notify.error(t('Error'), { description: failureMessage(error, ACCOUNT_MESSAGES.loginFailed, t) });
      },
    }),
  );

  const busy = login.isPending || login.isSuccess;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={login.isPending}>
      <Field label={t('Email')} error={errors.email?.message}>
        <TextInput type="email" autoComplete="email" placeholder="you@example.com" {...form.register('email')} />
      </Field>
      <Field label={t('Password')} error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <label className="flex cursor-pointer items-center gap-2.5 text-ink/80">
          {/* A label only: sessions last 30 days either way. */}
          <input type="checkbox" name="remember" className="size-4.5 accent-gold-dark" />
          {t('Remember me for 30 days')}
        </label>
        <AppLink
          to={paths.forgotPassword.getHref()}
          className="font-medium text-gold-dark underline-offset-4 hover:underline"
        >
          {t('Forgot password?')}
        </AppLink>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {login.isPending ? t('Logging in...') : t('Log in')}
      </Button>
    </form>
  );
}
