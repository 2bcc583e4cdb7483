import { useMutation } from '@tanstack/react-query';
import type { CartRequestInput } from '#domain/schemas/cart-request.js';
import { api } from '#web/lib/api-client.js';
import { useSentIn, type SentIn } from '#web/features/currency/hooks/use-sent-in.js';

export interface CartRequestConfirmation {
  reference: string;
  lines: number;
  priced_lines: number;
  /** USD, the priced lines' sum; null when every line is a destination to quote */
  total_price: number | null;
}

/** The page's language goes along: the tourist's e-mails about the request are written in it. */
export const sendCartRequest = async (body: CartRequestInput & SentIn): Promise<CartRequestConfirmation> =>
  (await api<{ request: CartRequestConfirmation }>('/cart/request', { method: 'POST', body })).data.request;

/**
 * POST /cart/request. The cart empties and the bookings grow: the form fetches the user's data again
 * once its confirmation is closed, so the confirmation is not taken away with the emptied cart.
 */
export function useSendCartRequest() {
  const sentIn = useSentIn();
  return useMutation({ mutationFn: (body: CartRequestInput) => sendCartRequest({ ...body, ...sentIn }) });
}
