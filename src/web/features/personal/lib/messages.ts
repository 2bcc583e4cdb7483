import { ApiError } from '#web/lib/api-client.js';
import { failureMessage } from '#web/lib/form-errors.js';

/** The toasts for likes, ratings and cart, word for word: tests and docs/behaviour quote these texts. */
export const PERSONAL_MESSAGES = {
  liked: 'Item liked successfully',
  // The unlike toast is the server's own message for it.
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

/**
 * A toast shows the server's message, or else the fallback. A 5xx's text is generic by contract, so a
 * toast says what failed instead.
 */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 500) return fallback;
  return failureMessage(error, fallback);
}
