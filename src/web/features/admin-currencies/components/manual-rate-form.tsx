import type { AdminCurrency } from '#domain/api/admin-currencies.js';
import { ManualRateFormSchema } from '#domain/schemas/admin-currencies.js';
import { Button } from '#web/components/ui/button.js';
import { Field } from '#web/components/ui/field.js';
import { TextInput } from '#web/components/ui/input.js';
import { failureMessage } from '#web/lib/form-errors.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import { useChangeCurrency } from '#web/features/admin-currencies/api/change-currency.js';

/** Sets a currency's manual rate (it wins over the provider's), or clears it. */
export function ManualRateForm({ currency }: { currency: AdminCurrency }) {
  const change = useChangeCurrency();
  const form = useZodForm(ManualRateFormSchema, { manual_rate: currency.manual_rate?.toString() ?? '' });
  const { errors } = form.formState;
  const send = (manualRate: number | null) =>
    change.mutate(
      { code: currency.code, change: { manual_rate: manualRate } },
      {
        onSuccess: (saved) => form.reset({ manual_rate: saved.manual_rate?.toString() ?? '' }),
        onError: (error) =>
          form.setError('manual_rate', { message: failureMessage(error, 'The rate could not be saved.') }),
      },
    );
  const submit = form.handleSubmit(({ manual_rate }) => send(manual_rate));
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Manual rate of ${currency.code}`}
      className="flex items-start gap-2"
    >
      <Field label={`Manual rate, ${currency.code} per 1 USD`} error={errors.manual_rate?.message} className="w-44">
        <TextInput
          inputMode="decimal"
          autoComplete="off"
          className="h-9 sm:text-sm"
          {...form.register('manual_rate')}
        />
      </Field>
      <div className="flex gap-1 pt-6">
        <Button type="submit" size="sm" disabled={change.isPending}>
          Save
        </Button>
        {currency.manual_rate !== null && (
          <Button type="button" size="sm" variant="outline" disabled={change.isPending} onClick={() => send(null)}>
            Clear
          </Button>
        )}
      </div>
    </form>
  );
}
