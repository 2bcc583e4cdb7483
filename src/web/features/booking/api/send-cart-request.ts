import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartRequestInput } from '#domain/schemas/cart-request.js';
import { api } from '#web/lib/api-client.js';
import { USER_KEY } from '#web/features/auth/api/user-data-key.js';

export interface CartRequestConfirmation {
  reference: string;
  lines: number;
  priced_lines: number;
  /** USD, the priced lines' sum; null when every line is a destination to quote */
  total_price: number | null;
}

export const sendCartRequest = async (body: CartRequestInput): Promise<CartRequestConfirmation> =>
  (await api<{ request: CartRequestConfirmation }>('/cart/request', { method: 'POST', body })).data.request;

/** POST /cart/request; the cart empties and the bookings grow, so the user's data is fetched again. */
export function useSendCartRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCartRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_KEY }),
  });
}
