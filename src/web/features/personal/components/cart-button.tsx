import { ShoppingCart } from 'lucide-react';
import { Button } from '#web/components/ui/button.js';
import { useAddToCart, useRemoveFromCart } from '#web/features/personal/api/cart-items.js';
import { useCartItem } from '#web/features/personal/api/get-cart.js';
import type { ItemRef } from '#web/features/personal/api/types.js';
import { useRequireSignIn } from '#web/features/personal/hooks/use-require-sign-in.js';
import { useResumeAction } from '#web/features/personal/hooks/use-resume-action.js';
import { useT } from '#web/i18n/i18n.js';

/**
 * Adds the item with quantity 1, or removes it when it is already in the cart. A visitor is sent to
 * log in first; back signed in, the item is added (unless it is in the cart already).
 */
export function CartButton({ item, className }: { item: ItemRef; className?: string }) {
  const cartItem = useCartItem(item);
  const add = useAddToCart();
  const remove = useRemoveFromCart();
  const requireSignIn = useRequireSignIn();
  const row = cartItem.data;
  // Until the cart is known the button cannot tell adding from removing, so it waits (disabled, not a
  // click that silently does nothing); while a change is on its way a second press cannot repeat it.
  const busy = add.isPending || remove.isPending || cartItem.isLoading;
  useResumeAction('cart', item, cartItem.isSuccess, () => {
    if (!row) add.mutate(item);
  });

  const onClick = () => {
    if (!requireSignIn('cart', item)) return;
    if (row) remove.mutate(row.uuid);
    else add.mutate(item);
  };

  return <CartButtonView inCart={Boolean(row)} busy={busy} onClick={onClick} className={className} />;
}

/** The cart button's look: also what the server renders for every visitor (quick-actions.tsx, ServedQuickActions). */
export function CartButtonView({
  inCart,
  busy = false,
  onClick,
  className,
}: {
  inCart: boolean;
  busy?: boolean;
  onClick?: () => void;
  className?: string | undefined;
}) {
  const t = useT();
  // Both labels are asked for on every render, the server's too: the one a signed-in visitor sees after
  // hydration then travels in the page's data, in the page's language, before the whole catalogue loads.
  const labels = { remove: t('Remove from cart'), add: t('Add to cart') };
  return (
    <Button variant="outline" className={className} onClick={onClick} disabled={busy} aria-busy={busy || undefined}>
      <ShoppingCart aria-hidden="true" className={inCart ? 'size-5 fill-ocean/20 text-ocean-dark' : 'size-5'} />
      {inCart ? labels.remove : labels.add}
    </Button>
  );
}
