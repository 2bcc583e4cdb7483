import { CircleAlert, Send } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { CartItem } from '#domain/api/personal.js';
import { CONTACT_FOR_PRICING } from '#domain/currency/format-price.js';
import { earliestStartDate, todayInDarEsSalaam } from '#domain/schemas/booking.js';
import { Button } from '#web/components/ui/button.js';
import { useCurrency } from '#web/features/currency/hooks/use-currency.js';
import { cartProblems, cartTotals } from '#web/features/personal/lib/cart-lines.js';
import { referenceName, seasonName } from '#web/features/reference/lib/reference-names.js';
import { CartItemSlot } from './cart-item-slot.js';
import { ClearCartButton } from './clear-cart-button.js';
import { ItemList, ItemRow } from './item-row.js';
import { type Translate, useT } from '#web/i18n/i18n.js';
import { useLocale } from '#web/lib/locale.js';

interface CartListProps {
  items: CartItem[];
  /** the 'Request all' form; the page passes it in because features do not import each other */
  requestAll?: ReactNode;
}

/**
 * The Cart tab: each line priced like a booking of it (season × class × group rate), with its
 * guests, dates and class; the total of the priced lines; and 'Request all', the whole cart as one request.
 */
export function CartList({ items, requestAll }: CartListProps) {
  const t = useT();
  const { times, sum } = useCurrency();
  const [earliest] = useState(() => earliestStartDate(todayInDarEsSalaam()));
  const [requesting, setRequesting] = useState(false);
  const totals = cartTotals(items);
  const locale = useLocale();
  const problems = cartProblems(items, earliest, locale);
  return (
    <>
      <ItemList empty={t('Your cart is empty.')}>
        {items.map((item) => (
          <ItemRow
            key={item.uuid}
            card={item.cartable}
            footer={<CartItemSlot item={item} />}
            aside={<LinePrice item={item} />}
          />
        ))}
      </ItemList>
      {items.length > 0 && (
        <div className="mt-2 border-t border-ink/10 pt-5">
          <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <ClearCartButton />
            </div>
            <p className="text-right">
              <span className="text-sm text-ink/70">{totalLabel(t, totals.quoted > 0, totals.estimated > 0)}</span>{' '}
              <span className="font-display text-2xl font-semibold text-gold-dark" data-testid="cart-total">
                {/* The sum of the lines as each shows, not the USD total converted on its own. */}
                {sum(
                  items.flatMap((item) =>
                    item.price ? [times(item.price.price_per_person, item.quantity).shown] : [],
                  ),
                )}
              </span>
              {totals.quoted > 0 && (
                <span className="block text-sm text-ink/70">
                  {t('+ {count, plural, one {a destination} other {{count} destinations}} priced by proposal', {
                    count: totals.quoted,
                  })}
                </span>
              )}
            </p>
          </div>
          {requestAll && (
            <div className="mt-6 rounded-2xl bg-sand/60 p-5 sm:p-6">
              {problems.length > 0 ? (
                <div role="status">
                  <p className="font-semibold text-ink">{t('Before you request everything at once:')}</p>
                  <ul className="mt-2 space-y-1 text-sm text-ink/80">
                    {problems.map((problem) => (
                      <li key={`${problem.id}|${problem.values.name}`} className="flex gap-2">
                        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-coral-dark" />
                        {t(problem.id, problem.values)}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : requesting ? (
                requestAll
              ) : (
                <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                  <p className="text-ink/80">
                    {t(
                      'Planning a safari and a beach stay? Send the whole cart as one request: one reference, one reply.',
                    )}
                  </p>
                  <Button className="shrink-0" onClick={() => setRequesting(true)}>
                    <Send aria-hidden="true" className="size-4" />
                    {t('Request all')}
                  </Button>
                </div>
              )}
            </div>
          )}
        </div>
      )}
    </>
  );
}

/** The total's label: of the priced trips when destinations await a proposal; an estimate while a date is missing. */
function totalLabel(t: Translate, quoted: boolean, estimated: boolean): string {
  if (quoted) return estimated ? t('Total of the priced trips (estimate)') : t('Total of the priced trips');
  return estimated ? t('Total (estimate)') : t('Total');
}

/** A line's price: the booking total with how it is made, or the agency's proposal for a destination. */
function LinePrice({ item }: { item: CartItem }) {
  const t = useT();
  const { times } = useCurrency();
  const { price } = item;
  if (!price) {
    return <p className="text-right text-lg font-semibold text-gold-dark">{t(CONTACT_FOR_PRICING)}</p>;
  }
  const shown = times(price.price_per_person, item.quantity);
  return (
    <p className="text-right">
      <span className="block text-lg font-semibold text-gold-dark">{shown.total}</span>
      <span className="block text-ink/70">
        {t('{price} × {count, plural, one {{count} guest} other {{count} guests}}', {
          price: shown.unit,
          count: item.quantity,
        })}
      </span>
      <span className="block text-xs text-ink/65">
        {referenceName(t, price.service_class)} ·{' '}
        {price.estimate ? t('estimate until you choose a date') : seasonName(t, price.season)}
      </span>
    </p>
  );
}
