import { useT } from '#web/i18n/i18n.js';
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonVariants } from './button.js';
import { dialogOverlayClass, dialogPanelClass } from './dialog-styles.js';
import { cn } from '#web/lib/cn.js';

interface MessageDialogProps {
  /** the sentence the visitor must read; it names the dialog */
  message: string;
  actionLabel: string;
  onAction?: () => void;
  /** with it the dialog asks (two buttons); without it, it informs (one button) */
  cancelLabel?: string;
  /** the button that opens it; focus goes back to it on close */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** where focus goes on close when there is no trigger */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * A message or a question in the site's look, instead of the browser's alert() and confirm(). Its texts show in the
 * page's language (a schema's message arrives in English, its id).
 */
export function MessageDialog({
  message,
  actionLabel,
  onAction,
  cancelLabel,
  trigger,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: MessageDialogProps) {
  const t = useT();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClass} />
        <AlertDialog.Content
          aria-describedby={undefined}
          className={cn(dialogPanelClass, 'w-[calc(100%-2.5rem)] max-w-md p-7 sm:p-8')}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <AlertDialog.Title className="font-display text-xl text-ink sm:text-2xl">{t(message)}</AlertDialog.Title>
          <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {cancelLabel && (
              <AlertDialog.Cancel className={buttonVariants({ variant: 'ghost' })}>{t(cancelLabel)}</AlertDialog.Cancel>
            )}
            <AlertDialog.Action className={buttonVariants()} onClick={onAction}>
              {t(actionLabel)}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
