import { RequestMessageSchema } from '#domain/schemas/admin-requests.js';
import { Button } from '#web/components/ui/button.js';
import { Field } from '#web/components/ui/field.js';
import { TextArea, TextInput } from '#web/components/ui/input.js';
import { failureMessage, showServerErrors } from '#web/lib/form-errors.js';
import { notify } from '#web/lib/notify.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import { useSendMessage } from '#web/features/admin-requests/api/send-message.js';

/** A message e-mailed to the tourist; its delivery state then shows on the timeline. */
export function MessageForm({ uuid, email }: { uuid: string; email: string }) {
  const send = useSendMessage(uuid);
  const form = useZodForm(RequestMessageSchema, { subject: '', body: '' });
  const { errors } = form.formState;
  const submit = form.handleSubmit((input) =>
    send.mutate(input, {
      onSuccess: () => {
        form.reset();
        notify.success(`Message queued for ${email}.`);
      },
      onError: (error) => {
        if (!showServerErrors(error, ['subject', 'body'], form.setError))
          notify.error(failureMessage(error, 'The message could not be sent.'));
      },
    }),
  );
  return (
    <form noValidate onSubmit={submit} className="space-y-2">
      <Field label="Subject" optional error={errors.subject?.message}>
        <TextInput className="h-10 sm:text-sm" {...form.register('subject')} />
      </Field>
      <Field label="Message" hint={`E-mailed to ${email}.`} error={errors.body?.message}>
        <TextArea rows={4} className="min-h-24 sm:text-sm" {...form.register('body')} />
      </Field>
      <Button type="submit" size="sm" disabled={send.isPending}>
        {send.isPending ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
