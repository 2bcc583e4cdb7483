import type { PaymentMethod } from '#domain/payments/ledger.js';
import { PaymentFormSchema, type PaymentInput } from '#domain/schemas/admin-quotes.js';
import { Button } from '#web/components/ui/button.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { ApiError } from '#web/lib/api-client.js';
import { alertMessages, FORM_FAILURE, failureMessage, showServerErrors } from '#web/lib/form-errors.js';
import { notify } from '#web/lib/notify.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import { MoneyField, SelectField, TextField } from '#web/admin-kit/form/fields.js';
import { agencyToday } from '#web/admin-kit/lib/admin-time.js';
import { useSplash } from '#web/features/reference/api/get-splash.js';
import { useRecordPayment } from '#web/features/admin-requests/api/record-payment.js';
import { deskMoney } from '#web/features/admin-requests/lib/desk-format.js';
import {
  ENTRY_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  REFERENCE_HINTS,
} from '#web/features/admin-requests/lib/payment-labels.js';
import { usdDefault } from '#web/features/admin-requests/lib/usd-default.js';

const FIELDS = ['kind', 'method', 'amount', 'currency', 'received_on', 'reference', 'amount_usd'] as const;
const KIND_OPTIONS = [
  { id: 'payment', name: `${ENTRY_KIND_LABELS.payment} received` },
  { id: 'refund', name: `${ENTRY_KIND_LABELS.refund} paid back` },
];
const METHOD_OPTIONS = Object.entries(PAYMENT_METHOD_LABELS).map(([id, name]) => ({ id, name }));

const blank = () => ({
  kind: 'payment' as const,
  method: 'bank_transfer' as PaymentMethod,
  amount: '',
  currency: 'USD',
  received_on: agencyToday(),
  reference: '',
  amount_usd: '',
});

/**
 * Money that arrived for the request (or was paid back), in any currency the site offers, on the agency's day it
 * arrived, with the bank's or the mobile-money reference. Its USD value is the site's rate in force unless the agent
 * types the one the bank used. The server's refusals land on their fields: the same reference twice (409), a refund
 * larger than what was paid, a day in the future.
 */
export function RecordPaymentForm({ uuid }: { uuid: string }) {
  const record = useRecordPayment(uuid);
  const splash = useSplash();
  const form = useZodForm(PaymentFormSchema, blank());
  const { errors } = form.formState;
  const [method, amount, currency] = form.watch(['method', 'amount', 'currency']);
  const currencies = splash.data?.currencies ?? [];
  const currencyOptions = currencies.length
    ? currencies.map((c) => ({ id: c.code, name: `${c.code} · ${c.name}` }))
    : [{ id: 'USD', name: 'USD · US Dollar' }];
  const rate = currencies.find((c) => c.code === currency)?.rate;
  const converted = usdDefault(amount, currency, rate);

  const submit = form.handleSubmit(({ amount_usd, ...input }) => {
    const body: PaymentInput = {
      ...input,
      ...(amount_usd !== undefined && input.currency !== 'USD' && { amount_usd }),
    };
    record.mutate(body, {
      onSuccess: ({ entry }) => {
        form.reset(blank());
        notify.success(`${ENTRY_KIND_LABELS[entry.kind]} ${entry.reference} recorded; the tourist gets a receipt.`);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          form.setError('reference', { type: 'server', message: error.message });
        } else if (!showServerErrors(error, FIELDS, form.setError)) {
          form.setError(FORM_FAILURE, { message: failureMessage(error, 'The payment could not be recorded.') });
        }
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Record a payment" className="space-y-3">
      <FormAlert tone="error" messages={alertMessages(errors, FIELDS)} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label="Kind" options={KIND_OPTIONS} field={form.register('kind')} error={errors.kind?.message} />
        <SelectField
          label="Method"
          options={METHOD_OPTIONS}
          field={form.register('method')}
          error={errors.method?.message}
        />
        <MoneyField label="Amount" field={form.register('amount')} error={errors.amount?.message} />
        <SelectField
          label="Currency"
          options={currencyOptions}
          field={form.register('currency')}
          error={errors.currency?.message}
        />
        <TextField
          label="Received on"
          type="date"
          field={form.register('received_on')}
          error={errors.received_on?.message}
          hint="The day the money arrived, on the agency’s calendar."
        />
        <TextField
          label="Reference"
          field={form.register('reference')}
          error={errors.reference?.message}
          hint={REFERENCE_HINTS[method]}
        />
        {currency !== 'USD' && (
          <MoneyField
            label="Value in USD"
            optional
            field={form.register('amount_usd')}
            error={errors.amount_usd?.message}
            hint={
              converted === null
                ? 'Left empty, it is converted at today’s rate.'
                : `Left empty: ${deskMoney(converted)}, at the site’s rate of ${rate} ${currency} to 1 USD. Type the bank’s own figure if it differs.`
            }
          />
        )}
      </div>
      <Button type="submit" size="sm" disabled={record.isPending}>
        {record.isPending ? 'Recording…' : 'Record payment'}
      </Button>
    </form>
  );
}
