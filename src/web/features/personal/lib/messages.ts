import { ApiError } from '#web/lib/api-client.js';
import { failureMessage } from '#web/lib/form-errors.js';
import { msg } from '#web/i18n/i18n.js';

/**
 * The toasts for likes, ratings and cart, word for word: tests and docs/behaviour quote these texts. Marked
 * messages: they are shown with `t(…)`.
 */
export const PERSONAL_MESSAGES = {
  liked: msg('Item liked successfully'),
  // The unlike toast is the server's own message for it.
  unliked: msg('Item unliked successfully'),
  likeFailed: msg('Failed to like item'),
  ratingSubmitted: msg('Rating submitted successfully'),
  ratingSubmitFailed: msg('Failed to submit rating'),
  ratingUpdated: msg('Rating updated successfully'),
  ratingUpdateFailed: msg('Failed to update rating'),
  ratingDeleted: msg('Rating deleted successfully'),
  ratingDeleteFailed: msg('Failed to delete rating'),
  cartAdded: msg('Added to cart successfully'),
  cartAddFailed: msg('Failed to add to cart'),
  cartUpdated: msg('Cart updated successfully'),
  cartUpdateFailed: msg('Failed to update cart'),
  cartRemoved: msg('Removed from cart successfully'),
  cartRemoveFailed: msg('Failed to remove from cart'),
  cartCleared: msg('Cart cleared successfully'),
  cartClearFailed: msg('Failed to clear cart'),
  clearCartConfirm: msg('Are you sure you want to clear your cart?'),
} as const;

/**
 * A toast shows the server's message, or else the fallback. A 5xx's text is generic by contract, so a
 * toast says what failed instead.
 */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 500) return fallback;
  return failureMessage(error, fallback);
}
