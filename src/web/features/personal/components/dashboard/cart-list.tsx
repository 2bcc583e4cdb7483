import type { CartItem } from '#domain/api/personal.js';
import { CONTACT_FOR_PRICING } from '#domain/currency/format-price.js';
import { useCurrency } from '#web/features/currency/hooks/use-currency.js';
import { cartRowTotal } from '#web/features/personal/lib/dashboard-items.js';
import { CartItemSlot } from './cart-item-slot.js';
import { ClearCartButton } from './clear-cart-button.js';
import { ItemList, ItemRow } from './item-row.js';

/** The Cart tab: each item with its price, quantity and dates, and the total of the priced ones. */
export function CartList({ items }: { items: CartItem[] }) {
  const { format } = useCurrency();
  const totals = items.map(cartRowTotal);
  const priced = totals.filter((total): total is number => total !== null);
  return (
    <>
      <ItemList empty="Your cart is empty.">
        {items.map((item, index) => {
          const total = totals[index] ?? null;
          return (
            <ItemRow
              key={item.uuid}
              card={item.cartable}
              footer={<CartItemSlot item={item} />}
              aside={
                <p className="text-right">
                  <span className="block text-lg font-semibold text-gold-dark">
                    {total === null ? CONTACT_FOR_PRICING : format(total)}
                  </span>
                  {total !== null && (
                    <span className="text-ink/70">
                      {format(item.cartable.base_price ?? 0)} × {item.quantity}
                    </span>
                  )}
                </p>
              }
            />
          );
        })}
      </ItemList>
      {items.length > 0 && (
        <div className="mt-2 flex flex-col-reverse gap-4 border-t border-ink/10 pt-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <ClearCartButton />
          </div>
          <p className="text-right">
            <span className="text-sm text-ink/70">Total{priced.length < items.length ? ' (priced items)' : ''}</span>{' '}
            <span className="font-display text-2xl font-semibold text-gold-dark">
              {format(priced.reduce((sum, total) => sum + total, 0))}
            </span>
          </p>
        </div>
      )}
    </>
  );
}
