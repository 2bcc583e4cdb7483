import { Minus, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { CartUpdateSchema } from '#domain/schemas/cart.js';
import { Button } from '#web/components/ui/button.js';
import { DateInput } from '#web/components/ui/date-input.js';
import { FieldError } from '#web/components/ui/field.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import { useRemoveFromCart, useUpdateCartItem } from '#web/features/personal/api/cart-items.js';
import type { CartItem } from '#web/features/personal/api/types.js';

const labelClass = 'mb-1 block text-xs font-semibold tracking-wide text-ink/70 uppercase';
// Two dates side by side on a phone; wide enough for 'Wed, 29 Sep 2027' on larger screens.
const dateClass = 'sm:w-52';
const stepClass =
  'inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-sand disabled:opacity-40';

/**
 * A cart row's quantity and dates, saved together with Update, and its Remove button. The page
 * keys it by the row's saved values, so it starts afresh once a change is saved.
 */
export default function CartItemControls({ item }: { item: CartItem }) {
  const id = useId();
  const update = useUpdateCartItem();
  const remove = useRemoveFromCart();
  const form = useZodForm(CartUpdateSchema, {
    quantity: item.quantity as number | string,
    start_date: item.start_date ?? '',
    end_date: item.end_date ?? '',
  });
  const { errors, isDirty } = form.formState;
  const quantity = Number(useWatch({ control: form.control, name: 'quantity' })) || 1;
  const startDate = useWatch({ control: form.control, name: 'start_date' });
  const step = (by: number) =>
    form.setValue('quantity', Math.max(1, quantity + by), { shouldDirty: true, shouldValidate: true });
  const onSubmit = form.handleSubmit((changes) => update.mutate({ uuid: item.uuid, ...changes }));
  const busy = update.isPending || remove.isPending;

  return (
    <form noValidate onSubmit={onSubmit} aria-label={`Change ${item.cartable.name} in your cart`}>
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end sm:gap-x-4">
        <div className="col-span-2">
          <label htmlFor={`${id}-quantity`} className={labelClass}>
            Quantity
          </label>
          <div className="inline-flex h-12 items-center rounded-full border border-ink/20 bg-white px-1">
            <button
              type="button"
              aria-label="Decrease quantity"
              className={stepClass}
              disabled={quantity <= 1}
              onClick={() => step(-1)}
            >
              <Minus aria-hidden="true" className="size-4" />
            </button>
            <input
              id={`${id}-quantity`}
              type="number"
              inputMode="numeric"
              min={1}
              aria-invalid={errors.quantity ? true : undefined}
              className="w-12 bg-transparent text-center text-base font-semibold tabular-nums [appearance:textfield] focus-visible:outline-none [&::-webkit-inner-spin-button]:appearance-none"
              {...form.register('quantity')}
            />
            <button type="button" aria-label="Increase quantity" className={stepClass} onClick={() => step(1)}>
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </div>
        </div>
        <div>
          <label htmlFor={`${id}-start`} className={labelClass}>
            Start date
          </label>
          <Controller
            control={form.control}
            name="start_date"
            render={({ field }) => <DateInput id={`${id}-start`} label="Start date" className={dateClass} {...field} />}
          />
        </div>
        <div>
          <label htmlFor={`${id}-end`} className={labelClass}>
            End date
          </label>
          <Controller
            control={form.control}
            name="end_date"
            render={({ field }) => (
              <DateInput
                id={`${id}-end`}
                label="End date"
                min={startDate ?? undefined}
                aria-invalid={errors.end_date ? true : undefined}
                aria-describedby={errors.end_date ? `${id}-end-error` : undefined}
                className={dateClass}
                {...field}
              />
            )}
          />
        </div>
        <div className="col-span-2 flex gap-2">
          <Button type="submit" size="sm" className="h-12" disabled={!isDirty || busy}>
            Update
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="h-12 text-coral-dark hover:bg-coral/10"
            aria-label={`Remove ${item.cartable.name} from your cart`}
            disabled={busy}
            onClick={() => remove.mutate(item.uuid)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remove
          </Button>
        </div>
      </div>
      <FieldError id={`${id}-quantity-error`} message={errors.quantity?.message} />
      <FieldError id={`${id}-end-error`} message={errors.end_date?.message ?? errors.start_date?.message} />
    </form>
  );
}
