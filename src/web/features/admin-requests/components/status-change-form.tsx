import type { z } from 'zod';
import { STAFF_STATUS_LABELS, type RequestStatus } from '#domain/requests/request-status.js';
import { StatusChangeSchema } from '#domain/schemas/admin-requests.js';
import { Button } from '#web/components/ui/button.js';
import { Field } from '#web/components/ui/field.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { TextArea } from '#web/components/ui/input.js';
import { alertMessages, failureMessage, showServerErrors } from '#web/lib/form-errors.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import { MoneyField } from '#web/admin-kit/form/fields.js';

// The status and version come from the request on screen when sent; the form holds what the agent types.
type FormOutput = z.output<typeof StatusChangeSchema>;

/** The words on a move's button: a cancellation names the request (it cannot be undone). */
export const moveLabel = (to: RequestStatus, reference: string) =>
  to === 'cancelled' ? `Cancel ${reference}` : `Move to ${STAFF_STATUS_LABELS[to]}`;

const MAILED: readonly RequestStatus[] = ['quoted', 'confirmed', 'cancelled'];
const FIELDS = ['quoted_price', 'message'] as const;

interface StatusChangeFormProps {
  to: RequestStatus;
  /** the request has no price yet (a destination or contact inquiry never quoted): confirming sets one */
  unpriced: boolean;
  reference: string;
  pending: boolean;
  error: Error | null;
  onCancel: () => void;
  /** `setFieldErrors` puts a 422's messages on the fields; false when none belonged to one */
  onSubmit: (input: Pick<FormOutput, 'message' | 'quoted_price'>, setFieldErrors: (error: unknown) => boolean) => void;
}

export function StatusChangeForm({
  to,
  unpriced,
  reference,
  pending,
  error,
  onCancel,
  onSubmit,
}: StatusChangeFormProps) {
  // version 1 stands in for the request's own, which the caller adds when sending.
  const form = useZodForm(StatusChangeSchema, { status: to, version: 1, message: '', quoted_price: '' });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ message, quoted_price }) =>
    onSubmit({ message, quoted_price }, (failure) => showServerErrors(failure, FIELDS, form.setError)),
  );
  const messages = alertMessages(errors, FIELDS);
  const failure = error && messages.length === 0 ? failureMessage(error, 'The status could not be changed.') : null;

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Move ${reference} to ${STAFF_STATUS_LABELS[to]}`}
      className="space-y-3 rounded-xl border border-ink/10 bg-sand/60 p-3"
    >
      <FormAlert tone="error" messages={failure ? [failure] : messages} />
      {(to === 'quoted' || (to === 'confirmed' && unpriced)) && (
        <MoneyField
          label={to === 'quoted' ? 'Quoted price (USD)' : 'Confirmed price (USD)'}
          field={form.register('quoted_price')}
          error={errors.quoted_price?.message}
        />
      )}
      <Field
        label="Message to the tourist"
        optional
        error={errors.message?.message}
        hint={
          MAILED.includes(to)
            ? 'Goes into the e-mail the tourist gets about this change.'
            : 'Shown on the tourist’s timeline.'
        }
      >
        <TextArea rows={3} className="min-h-20 sm:text-sm" {...form.register('message')} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? 'Saving…' : moveLabel(to, reference)}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Keep as is
        </Button>
      </div>
    </form>
  );
}
