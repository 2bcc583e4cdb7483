import { zodResolver } from '@hookform/resolvers/zod';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CartUpdateSchema, type CartUpdateInput, type CartUpdateRawInput } from '#domain/schemas/cart.js';
import { Button } from '#web/components/ui/button.js';
import { FieldError, inputClass } from '#web/components/ui/form-field.js';
import { cn } from '#web/lib/cn.js';
import { useRemoveFromCart, useUpdateCartItem } from '#web/features/personal/api/cart-items.js';
import type { CartItem } from '#web/features/personal/api/types.js';

const labelClass = 'mb-1 block text-xs font-semibold tracking-wide text-ink/70 uppercase';
// Two dates side by side on a phone: a little less padding leaves room for the picker's icon.
const dateClass = 'px-3 sm:w-44 sm:px-4';
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
  const form = useForm<CartUpdateRawInput, unknown, CartUpdateInput>({
    resolver: zodResolver(CartUpdateSchema),
    defaultValues: { quantity: item.quantity, start_date: item.start_date ?? '', end_date: item.end_date ?? '' },
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
          <input
            id={`${id}-start`}
            type="date"
            className={cn(inputClass, dateClass)}
            {...form.register('start_date')}
          />
        </div>
        <div>
          <label htmlFor={`${id}-end`} className={labelClass}>
            End date
          </label>
          <input
            id={`${id}-end`}
            type="date"
            min={startDate ?? undefined}
            aria-invalid={errors.end_date ? true : undefined}
            aria-describedby={errors.end_date ? `${id}-end-error` : undefined}
            className={cn(inputClass, dateClass)}
            {...form.register('end_date')}
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
