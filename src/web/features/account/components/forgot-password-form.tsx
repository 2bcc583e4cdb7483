import { EmailOnlySchema } from '#domain/schemas/email-only.js';
import { PASSWORD_RESET_REQUESTED_MESSAGE } from '#domain/schemas/messages.js';
import { Button } from '#web/components/ui/button.js';
import { Field } from '#web/components/ui/field.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { TextInput } from '#web/components/ui/input.js';
import { paths } from '#web/config/paths.js';
import { alertMessages, FORM_FAILURE, showServerErrors } from '#web/lib/form-errors.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import { ACCOUNT_MESSAGES, failureMessage, REDIRECT_DELAY_MS } from '#web/features/account/account-helpers.js';
import { useRequestPasswordReset } from '#web/features/account/api/account-api.js';
import { useRedirectWhen } from '#web/lib/use-redirect-when.js';
import { useT } from '#web/i18n/i18n.js';

/** A reset link by e-mail: success shows a message, then home after 2 seconds. */
export function ForgotPasswordForm() {
  const t = useT();
  const reset = useRequestPasswordReset();
  useRedirectWhen(reset.isSuccess, () => paths.home.getHref(), REDIRECT_DELAY_MS);
  const form = useZodForm(EmailOnlySchema, { email: '' });
  const { errors } = form.formState;
  const busy = reset.isPending || reset.isSuccess;

  const onSubmit = form.handleSubmit(({ email }) =>
    reset.mutate(email, {
      onError: (error) => {
        if (showServerErrors(error, ['email'], form.setError)) return;
        form.setError(FORM_FAILURE, { message: failureMessage(error, ACCOUNT_MESSAGES.resetFailed, t) });
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={reset.isPending}>
      <Field label={t('Email')} error={errors.email?.message}>
        <TextInput
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          disabled={busy}
          {...form.register('email')}
        />
      </Field>
      {reset.isSuccess && <FormAlert tone="success" messages={[t(PASSWORD_RESET_REQUESTED_MESSAGE)]} />}
      <FormAlert tone="error" messages={alertMessages(errors, [])} />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {reset.isPending ? t('Sending link...') : t('Send reset link')}
      </Button>
    </form>
  );
}
