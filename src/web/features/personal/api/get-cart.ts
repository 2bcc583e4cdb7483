import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '#web/features/auth/hooks/use-session.js';
import { api } from '#web/lib/api-client.js';
import type { CartItem, ItemRef } from './types.js';
import { signedInView } from './signed-in-view.js';
import { USER_DATA_STALE_MS, userKeys } from './user-keys.js';

/** The cart row of an item, if the user has put it in the cart. */
export const cartItemOf = (items: readonly CartItem[] | undefined, item: Pick<ItemRef, 'type' | 'uuid'>) =>
  items?.find((row) => row.cartable_type === item.type && row.cartable_uuid === item.uuid);

export const getCart = async ({ signal }: { signal?: AbortSignal } = {}): Promise<CartItem[]> =>
  (await api<{ cart_items: CartItem[] }>('/user/cart', { signal })).data.cart_items;

export const getCartQueryOptions = () =>
  queryOptions({ queryKey: userKeys.cart, queryFn: getCart, staleTime: USER_DATA_STALE_MS });

/** The cart row of an item, if the signed-in user has put it in the cart. */
export function useCartItem(item: Pick<ItemRef, 'type' | 'uuid'>) {
  const { signedIn } = useSession();
  const query = useQuery({
    ...getCartQueryOptions(),
    enabled: signedIn,
    select: (items) => cartItemOf(items, item) ?? null,
  });
  return signedInView(signedIn, query);
}
