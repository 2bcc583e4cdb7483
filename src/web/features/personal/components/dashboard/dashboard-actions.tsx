import { lazy, Suspense } from 'react';
import { Skeleton } from '#web/components/ui/skeleton.js';
import type { CartItem, Like, Rating } from '#web/features/personal/api/types.js';
import { ClearCartButton } from './clear-cart-button.js';
import { RatingActions } from './rating-actions.js';
import { UnlikeButton } from './unlike-button.js';

// The cart's form (react-hook-form and the domain schema) loads with the Cart tab, not with the dashboard.
const CartItemControls = lazy(() => import('./cart-item-controls.js'));

/** The dashboard's row buttons, for the dashboard page to hand to the account's dashboard view. */
export const personalDashboardActions = {
  like: (like: Like) => <UnlikeButton like={like} />,
  rating: (rating: Rating) => <RatingActions rating={rating} />,
  // Keyed by the saved values: once a change is saved and the dashboard refetched, the form starts afresh.
  cartItem: (item: CartItem) => (
    <Suspense fallback={<Skeleton className="h-56 w-full max-w-xl rounded-2xl sm:h-[4.25rem]" />}>
      <CartItemControls key={`${item.uuid}:${item.quantity}:${item.start_date}:${item.end_date}`} item={item} />
    </Suspense>
  ),
  cart: () => <ClearCartButton />,
};
