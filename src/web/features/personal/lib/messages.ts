import { ApiError } from '#web/lib/api-client.js';

/** Spec 8 'Toasts for likes, ratings and cart', word for word. */
export const PERSONAL_MESSAGES = {
  liked: 'Item liked successfully',
  // The spec names no unlike toast; this is the server's own message for it (API.md).
  unliked: 'Item unliked successfully',
  likeFailed: 'Failed to like item',
  ratingSubmitted: 'Rating submitted successfully',
  ratingSubmitFailed: 'Failed to submit rating',
  ratingUpdated: 'Rating updated successfully',
  ratingUpdateFailed: 'Failed to update rating',
  ratingDeleted: 'Rating deleted successfully',
  ratingDeleteFailed: 'Failed to delete rating',
  cartAdded: 'Added to cart successfully',
  cartAddFailed: 'Failed to add to cart',
  cartUpdated: 'Cart updated successfully',
  cartUpdateFailed: 'Failed to update cart',
  cartRemoved: 'Removed from cart successfully',
  cartRemoveFailed: 'Failed to remove from cart',
  cartCleared: 'Cart cleared successfully',
  cartClearFailed: 'Failed to clear cart',
  clearCartConfirm: 'Are you sure you want to clear your cart?',
} as const;

// Answers that carry no message meant for a visitor: the client's own 'Request failed (502)', a
// path the API does not know, or a 5xx (whose text is generic by contract).
const UNKNOWN_ROUTE_MESSAGE = 'The requested resource was not found.';

/** Spec 8: the server's message is shown, or else the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status >= 500) return fallback;
  const generic =
    !error.message || error.message.startsWith('Request failed') || error.message === UNKNOWN_ROUTE_MESSAGE;
  return generic ? fallback : error.message;
}
