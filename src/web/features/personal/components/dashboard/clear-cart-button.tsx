import { Button } from '#web/components/ui/button.js';
import { MessageDialog } from '#web/components/ui/message-dialog.js';
import { useClearCart } from '#web/features/personal/api/cart-items.js';
import { PERSONAL_MESSAGES } from '#web/features/personal/lib/messages.js';

/** Clearing the cart asks first. */
export function ClearCartButton() {
  const clear = useClearCart();
  return (
    <MessageDialog
      message={PERSONAL_MESSAGES.clearCartConfirm}
      cancelLabel="Cancel"
      actionLabel="Clear cart"
      onAction={() => clear.mutate()}
      trigger={
        <Button variant="outline" size="sm" disabled={clear.isPending}>
          Clear cart
        </Button>
      }
    />
  );
}
