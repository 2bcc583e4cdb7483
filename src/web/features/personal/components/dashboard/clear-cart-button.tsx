import { Button } from '#web/components/ui/button.js';
import { useClearCart } from '#web/features/personal/api/cart-items.js';
import { PERSONAL_MESSAGES } from '#web/features/personal/lib/messages.js';

/** Clearing the cart asks first. */
export function ClearCartButton() {
  const clear = useClearCart();
  const onClick = () => {
    if (window.confirm(PERSONAL_MESSAGES.clearCartConfirm)) clear.mutate();
  };
  return (
    <Button variant="outline" size="sm" disabled={clear.isPending} onClick={onClick}>
      Clear cart
    </Button>
  );
}
