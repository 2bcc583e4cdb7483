import { Button } from '#web/components/ui/button.js';
import { MessageDialog } from '#web/components/ui/message-dialog.js';
import { useClearCart } from '#web/features/personal/api/cart-items.js';
import { PERSONAL_MESSAGES } from '#web/features/personal/lib/messages.js';
import { useT } from '#web/i18n/i18n.js';

/** Clearing the cart asks first. */
export function ClearCartButton() {
  const t = useT();
  const clear = useClearCart();
  return (
    <MessageDialog
      message={t(PERSONAL_MESSAGES.clearCartConfirm)}
      cancelLabel={t('Cancel')}
      actionLabel={t('Clear cart')}
      onAction={() => clear.mutate()}
      trigger={
        <Button variant="outline" size="sm" disabled={clear.isPending}>
          {t('Clear cart')}
        </Button>
      }
    />
  );
}
