import { AppLink } from '#web/lib/navigation.js';
import { PasswordResetConfirmSchema } from '#domain/schemas/registration.js';
import { Button, buttonVariants } from '#web/components/ui/button.js';
import { Field } from '#web/components/ui/field.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { PasswordInput } from '#web/components/ui/password-input.js';
import { paths } from '#web/config/paths.js';
import { ApiError } from '#web/lib/api-client.js';
import { alertMessages, FORM_FAILURE, showServerErrors } from '#web/lib/form-errors.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import { failureMessage, REDIRECT_DELAY_MS } from '#web/features/account/account-helpers.js';
import { useConfirmPasswordReset } from '#web/features/account/api/account-api.js';
import { useRedirectWhen } from '#web/lib/use-redirect-when.js';
import { msg, useT } from '#web/i18n/i18n.js';

const RESET_CONFIRM_FAILED = msg('Failed to reset your password. Please try again.');
const PASSWORD_FIELDS = ['password', 'confirm-password'] as const;

/** The link itself was refused (unknown, used or expired): only a new link helps. */
const isLinkProblem = (error: unknown) => error instanceof ApiError && Boolean(error.errors?.token);

/**
 * The page the e-mailed link opens: a new password, twice, checked by the registration rules.
 * Success shows a message and opens the login form 2 seconds later, like registration.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useT();
  const confirm = useConfirmPasswordReset();
  useRedirectWhen(confirm.isSuccess, () => paths.login.getHref('login'), REDIRECT_DELAY_MS);
  const form = useZodForm(PasswordResetConfirmSchema, { token, password: '', 'confirm-password': '' });
  const { errors } = form.formState;

  if (confirm.isSuccess) {
    return (
      <div className="space-y-6">
        <FormAlert tone="success" title={t('Password changed')}>
          <p>{t('Your password has been reset. Taking you to the login form…')}</p>
        </FormAlert>
        <AppLink to={paths.login.getHref('login')} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
          {t('Go to login')}
        </AppLink>
      </div>
    );
  }

  const onSubmit = form.handleSubmit((input) =>
    confirm.mutate(input, {
      onError: (error) => {
        if (showServerErrors(error, PASSWORD_FIELDS, form.setError)) return;
        form.setError(FORM_FAILURE, { message: failureMessage(error, RESET_CONFIRM_FAILED, t) });
      },
    }),
  );
  // The fields show their own messages; the alert is for the link and the request.
  const formMessages = alertMessages(errors, ['token']);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={confirm.isPending}>
      <input type="hidden" {...form.register('token')} />
      {PASSWORD_FIELDS.map((name) => (
        <Field
          key={name}
          label={name === 'password' ? t('New password') : t('Confirm new password')}
          error={errors[name]?.message}
          hint={name === 'password' ? t('At least 6 characters.') : undefined}
        >
          <PasswordInput autoComplete="new-password" disabled={confirm.isPending} {...form.register(name)} />
        </Field>
      ))}
      <FormAlert tone="error" messages={formMessages}>
        {confirm.isError && isLinkProblem(confirm.error) && (
          <AppLink
            to={paths.forgotPassword.getHref()}
            className="mt-1 inline-block font-semibold text-gold-dark underline underline-offset-4"
          >
            {t('Request a new link')}
          </AppLink>
        )}
      </FormAlert>
      <Button type="submit" size="lg" className="w-full" disabled={confirm.isPending}>
        {confirm.isPending ? t('Saving...') : t('Set new password')}
      </Button>
    </form>
  );
}
