import { TouristMessageSchema } from '#domain/schemas/tourist-message.js';
import { LONG_TEXT_MAX } from '#domain/schemas/common.js';
import { Button } from '#web/components/ui/button.js';
import { Field } from '#web/components/ui/field.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { TextArea } from '#web/components/ui/input.js';
import { useSendTouristMessage } from '#web/features/requests/api/tracked-request-answers.js';
import { msg, useT } from '#web/i18n/i18n.js';
import { alertMessages, failureMessage, FORM_FAILURE, showServerErrors } from '#web/lib/form-errors.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import type { TrackedAccess } from './tracked-access.js';

const SEND_FAILED = msg('We could not send your message just now. Please try again.');

/**
 * The tourist writes to the agency: the message joins the history above (and the agency is e-mailed it); the box
 * empties for the next one.
 */
export function ReplyForm({ access }: { access: TrackedAccess }) {
  const t = useT();
  const sending = useSendTouristMessage(access.reference, access.key);
  const form = useZodForm(TouristMessageSchema, { body: '' });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ body }) =>
    sending.mutate(
      { body },
      {
        onSuccess: () => form.reset({ body: '' }),
        onError: (error) => {
          if (showServerErrors(error, ['body'], form.setError)) return;
          form.setError(FORM_FAILURE, { message: failureMessage(error, SEND_FAILED) });
        },
      },
    ),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="mt-6 space-y-4 border-t border-ink/10 pt-5"
      aria-busy={sending.isPending}
    >
      <Field label={t('Write to us')} error={errors.body?.message} hint={t('We usually reply within 24 hours.')}>
        <TextArea rows={4} maxLength={LONG_TEXT_MAX} disabled={sending.isPending} {...form.register('body')} />
      </Field>
      {sending.isSuccess && !form.formState.isDirty && (
        <FormAlert tone="success" title={t('Message sent. We will reply soon.')} />
      )}
      <FormAlert tone="error" messages={alertMessages(errors, ['body'])} />
      <Button type="submit" disabled={sending.isPending}>
        {sending.isPending ? t('Sending…') : t('Send message')}
      </Button>
    </form>
  );
}
