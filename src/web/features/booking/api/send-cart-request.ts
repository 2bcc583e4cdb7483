import { useMutation } from '@tanstack/react-query';
import type { CartRequestInput } from '#domain/schemas/cart-request.js';
import { api } from '#web/lib/api-client.js';

export interface CartRequestConfirmation {
  reference: string;
  lines: number;
  priced_lines: number;
  /** USD, the priced lines' sum; null when every line is a destination to quote */
  total_price: number | null;
}

export const sendCartRequest = async (body: CartRequestInput): Promise<CartRequestConfirmation> =>
  (await api<{ request: CartRequestConfirmation }>('/cart/request', { method: 'POST', body })).data.request;

/**
 * POST /cart/request. The cart empties and the bookings grow: the form fetches the user's data again
 * once its confirmation is closed, so the confirmation is not taken away with the emptied cart.
 */
export const useSendCartRequest = () => useMutation({ mutationFn: sendCartRequest });
