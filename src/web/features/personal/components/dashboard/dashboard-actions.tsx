import type { CartItem, Like, Rating } from '../../api/types.js';
import { CartItemControls } from './cart-item-controls.js';
import { ClearCartButton } from './clear-cart-button.js';
import { RatingActions } from './rating-actions.js';
import { UnlikeButton } from './unlike-button.js';

/** The dashboard's row buttons, for the dashboard page to hand to the account's dashboard view. */
export const personalDashboardActions = {
  like: (like: Like) => <UnlikeButton like={like} />,
  rating: (rating: Rating) => <RatingActions rating={rating} />,
  // Keyed by the saved values: once a change is saved and the dashboard refetched, the form starts afresh.
  cartItem: (item: CartItem) => (
    <CartItemControls key={`${item.uuid}:${item.quantity}:${item.start_date}:${item.end_date}`} item={item} />
  ),
  cart: () => <ClearCartButton />,
};
