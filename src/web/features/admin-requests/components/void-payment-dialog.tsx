import type { PaymentEntry } from '#domain/api/quotes.js';
import { VoidPaymentSchema } from '#domain/schemas/admin-quotes.js';
import { Field } from '#web/components/ui/field.js';
import { TextArea } from '#web/components/ui/input.js';
import { failureMessage, showServerErrors } from '#web/lib/form-errors.js';
import { notify } from '#web/lib/notify.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import { ConfirmDialog } from '#web/admin-kit/components/confirm-dialog.js';
import { useVoidPayment } from '#web/features/admin-requests/api/void-payment.js';
import { deskMoney } from '#web/features/admin-requests/lib/desk-format.js';

/**
 * An owner's question before voiding a ledger entry, with the reason it needs: the entry stays on the request,
 * struck through, and no longer counts. Nothing is voided until the reason is given and confirmed.
 */
export function VoidPaymentDialog({ entry, onClose }: { entry: PaymentEntry | null; onClose: () => void }) {
  const voidPayment = useVoidPayment();
  const form = useZodForm(VoidPaymentSchema, { reason: '' });
  const { errors } = form.formState;
  const close = () => {
    form.reset();
    onClose();
  };
  const confirm = form.handleSubmit(({ reason }) => {
    if (!entry) return;
    voidPayment.mutate(
      { entryUuid: entry.uuid, reason },
      {
        onSuccess: () => {
          notify.success(`Entry ${entry.number} is voided.`);
          close();
        },
        onError: (error) => {
          if (!showServerErrors(error, ['reason'], form.setError)) {
            form.setError('reason', { message: failureMessage(error, 'The entry could not be voided.') });
          }
        },
      },
    );
  });
  const what = entry ? `${deskMoney(entry.amount, entry.currency)}, reference ${entry.reference}` : '';
  return (
    <ConfirmDialog
      open={entry !== null}
      message={`Void entry ${entry?.number ?? ''} (${what})?`}
      confirmLabel={voidPayment.isPending ? 'Voiding…' : 'Void entry'}
      cancelLabel="Keep it"
      pending={voidPayment.isPending}
      onConfirm={() => void confirm()}
      onCancel={close}
    >
      <Field
        label="Why is it voided?"
        hint="Kept with the entry; the balance no longer counts it."
        error={errors.reason?.message}
      >
        <TextArea rows={3} className="min-h-20 sm:text-sm" {...form.register('reason')} />
      </Field>
    </ConfirmDialog>
  );
}
