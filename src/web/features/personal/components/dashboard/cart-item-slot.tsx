import { lazy, Suspense } from 'react';
import { Skeleton } from '#web/components/ui/skeleton.js';
import type { CartItem } from '#domain/api/personal.js';

// The cart's form (react-hook-form and the domain schema) loads with the Cart tab, not with the dashboard.
const CartItemControls = lazy(() => import('./cart-item-controls.js'));

/** A cart line's guests, dates, class and buttons, loaded on demand. */
export function CartItemSlot({ item }: { item: CartItem }) {
  // Keyed by the saved values: once a change is saved and the dashboard refetched, the form starts afresh.
  return (
    <Suspense fallback={<Skeleton className="h-56 w-full max-w-xl rounded-2xl sm:h-[4.25rem]" />}>
      <CartItemControls
        key={`${item.uuid}:${item.quantity}:${item.start_date}:${item.end_date}:${item.class_id}`}
        item={item}
      />
    </Suspense>
  );
}
