import { CalendarCheck, Minus, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { AppLink } from '#web/lib/navigation.js';
import { displayDate } from '#domain/dates/display-date.js';
import { useLocale } from '#web/lib/locale.js';
import { cartDefaultGuests } from '#domain/pricing/cart-line.js';
import { tripEndDate } from '#domain/trips/duration.js';
import { CartUpdateSchema } from '#domain/schemas/cart.js';
import { Button, buttonVariants } from '#web/components/ui/button.js';
import { cn } from '#web/lib/cn.js';
import { DateInput } from '#web/components/ui/date-input.js';
import { FieldError } from '#web/components/ui/field.js';
import { Select } from '#web/components/ui/select.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import { useSplash } from '#web/features/reference/api/get-splash.js';
import { referenceName, translatedNames } from '#web/features/reference/lib/reference-names.js';
import { useRemoveFromCart, useUpdateCartItem } from '#web/features/personal/api/cart-items.js';
import type { CartItem } from '#web/features/personal/api/types.js';
import { cartBookHref } from '#web/features/personal/lib/cart-lines.js';
import { useT } from '#web/i18n/i18n.js';

const labelClass = 'mb-1 block text-xs font-semibold tracking-wide text-ink/70 uppercase';
// One date per row on a phone, so 'Wed, 29 Sep 2027' is never cut; side by side from `sm` on.
const dateClass = 'sm:w-52';
const dateCell = 'col-span-2 sm:col-span-1';
const stepClass =
  'inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-sand disabled:opacity-40';

/**
 * A cart line as a booking in waiting: its guests, dates and class, saved together with Update; its
 * Remove button; and 'Book this', which opens the item's booking form with what the line holds. A
 * trip's end follows from its start and its length. The page keys it by the saved values, so it
 * starts afresh once a change is saved.
 */
export default function CartItemControls({ item }: { item: CartItem }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const splash = useSplash();
  const update = useUpdateCartItem();
  const remove = useRemoveFromCart();
  const isTrip = item.cartable_type === 'trip';
  const minGuests = cartDefaultGuests(item.cartable_type);
  const form = useZodForm(CartUpdateSchema, {
    quantity: item.quantity as number | string,
    start_date: item.start_date ?? '',
    end_date: item.end_date ?? '',
    class_id: item.class_id === null ? '' : String(item.class_id),
  });
  const { errors, isDirty } = form.formState;
  const [rawQuantity, startDate, endDate, classId] = useWatch({
    control: form.control,
    name: ['quantity', 'start_date', 'end_date', 'class_id'],
  });
  const quantity = Number(rawQuantity) || minGuests;
  const tripEnd = isTrip ? tripEndDate(startDate || null, item.days) : null;
  const step = (by: number) =>
    form.setValue('quantity', Math.max(minGuests, quantity + by), { shouldDirty: true, shouldValidate: true });
  const onSubmit = form.handleSubmit((changes) =>
    update.mutate({ uuid: item.uuid, ...changes, ...(isTrip ? { end_date: tripEnd } : {}) }),
  );
  const busy = update.isPending || remove.isPending;
  const bookHref = cartBookHref(item, {
    quantity,
    start_date: startDate || null,
    end_date: endDate || null,
    class_id: Number(classId) || null,
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('Change {name} in your cart', { name: item.cartable.name })}>
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end sm:gap-x-4">
        <div className="col-span-2">
          <label htmlFor={`${id}-quantity`} className={labelClass}>
            {t('Guests')}
          </label>
          <div className="inline-flex h-12 items-center rounded-full border border-ink/20 bg-white px-1">
            <button
              type="button"
              aria-label={t('Fewer guests')}
              className={stepClass}
              disabled={quantity <= minGuests}
              onClick={() => step(-1)}
            >
              <Minus aria-hidden="true" className="size-4" />
            </button>
            <input
              id={`${id}-quantity`}
              type="number"
              inputMode="numeric"
              min={minGuests}
              aria-invalid={errors.quantity ? true : undefined}
              className="w-12 bg-transparent text-center text-base font-semibold tabular-nums [appearance:textfield] focus-visible:outline-none [&::-webkit-inner-spin-button]:appearance-none"
              {...form.register('quantity')}
            />
            <button type="button" aria-label={t('More guests')} className={stepClass} onClick={() => step(1)}>
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </div>
        </div>
        <div className={dateCell}>
          <label htmlFor={`${id}-start`} className={labelClass}>
            {t('Start date')}
          </label>
          <Controller
            control={form.control}
            name="start_date"
            render={({ field }) => (
              <DateInput id={`${id}-start`} label={t('Start date')} className={dateClass} {...field} />
            )}
          />
        </div>
        {isTrip ? (
          <div className={dateCell}>
            <p className={labelClass}>{t('Ends')}</p>
            <p className="flex items-center text-sm text-ink/80 sm:h-12">
              {tripEnd ? displayDate(tripEnd, locale) : t('With your start date')}
            </p>
          </div>
        ) : (
          <div className={dateCell}>
            <label htmlFor={`${id}-end`} className={labelClass}>
              {t('End date')}
            </label>
            <Controller
              control={form.control}
              name="end_date"
              render={({ field }) => (
                <DateInput
                  id={`${id}-end`}
                  label={t('End date')}
                  min={startDate ?? undefined}
                  aria-invalid={errors.end_date ? true : undefined}
                  aria-describedby={errors.end_date ? `${id}-end-error` : undefined}
                  className={dateClass}
                  {...field}
                />
              )}
            />
          </div>
        )}
        <div className="col-span-2 sm:w-44">
          <label htmlFor={`${id}-class`} className={labelClass}>
            {t('Class')}
          </label>
          <Select
            id={`${id}-class`}
            options={translatedNames(t, splash.data?.searviceClasses ?? [])}
            placeholder={isTrip ? referenceName(t, 'Economy') : t('No preference')}
            {...form.register('class_id')}
          />
        </div>
        <div className="col-span-2 flex flex-wrap gap-2">
          <Button type="submit" size="sm" variant="outline" className="h-12" disabled={!isDirty || busy}>
            {t('Update')}
          </Button>
          <AppLink
            to={bookHref}
            aria-label={t('Book {name}', { name: item.cartable.name })}
            className={cn(buttonVariants({ size: 'sm' }), 'h-12')}
          >
            <CalendarCheck aria-hidden="true" className="size-4" />
            {t('Book this')}
          </AppLink>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="h-12 text-coral-dark hover:bg-coral/10"
            aria-label={t('Remove {name} from your cart', { name: item.cartable.name })}
            disabled={busy}
            onClick={() => remove.mutate(item.uuid)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('Remove')}
          </Button>
        </div>
      </div>
      <FieldError id={`${id}-quantity-error`} message={errors.quantity?.message} />
      <FieldError
        id={`${id}-end-error`}
        message={errors.end_date?.message ?? errors.start_date?.message ?? errors.class_id?.message}
      />
    </form>
  );
}
