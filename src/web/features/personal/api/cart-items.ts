import { cartDefaultGuests } from '#domain/pricing/cart-line.js';
import type { CartUpdateInput } from '#domain/schemas/cart.js';
import { api } from '#web/lib/api-client.js';
import { useUserMutation } from '#web/features/personal/hooks/use-user-mutation.js';
import { PERSONAL_MESSAGES } from '#web/features/personal/lib/messages.js';
import type { ItemRef } from './types.js';

// The cart's four changes, one small call each (docs/api/reference.md).

/** POST /cart/add: the cart button adds the item without dates, a trip for 2 guests (the fewest it is booked for). */
export const addToCart = async (item: Pick<ItemRef, 'type' | 'uuid'>): Promise<void> => {
  await api<unknown>('/cart/add', {
    method: 'POST',
    body: {
      cartable_type: item.type,
      cartable_uuid: item.uuid,
      quantity: cartDefaultGuests(item.type),
      start_date: null,
      end_date: null,
    },
  });
};

export const useAddToCart = () =>
  useUserMutation({
    mutationFn: addToCart,
    success: PERSONAL_MESSAGES.cartAdded,
    failure: PERSONAL_MESSAGES.cartAddFailed,
  });

/** PUT /cart/{uuid}: guests, dates and class. */
export const updateCartItem = async ({ uuid, ...changes }: CartUpdateInput & { uuid: string }): Promise<void> => {
  await api<unknown>(`/cart/${encodeURIComponent(uuid)}`, { method: 'PUT', body: changes });
};

export const useUpdateCartItem = () =>
  useUserMutation({
    mutationFn: updateCartItem,
    success: PERSONAL_MESSAGES.cartUpdated,
    failure: PERSONAL_MESSAGES.cartUpdateFailed,
  });

/** DELETE /cart/{uuid}. */
export const removeFromCart = async (uuid: string): Promise<void> => {
  await api<unknown>(`/cart/${encodeURIComponent(uuid)}`, { method: 'DELETE' });
};

export const useRemoveFromCart = () =>
  useUserMutation({
    mutationFn: removeFromCart,
    success: PERSONAL_MESSAGES.cartRemoved,
    failure: PERSONAL_MESSAGES.cartRemoveFailed,
  });

/** DELETE /user/cart/clear: the caller's cart only. */
export const clearCart = async (): Promise<void> => {
  await api<unknown>('/user/cart/clear', { method: 'DELETE' });
};

export const useClearCart = () =>
  useUserMutation({
    mutationFn: clearCart,
    success: PERSONAL_MESSAGES.cartCleared,
    failure: PERSONAL_MESSAGES.cartClearFailed,
  });
