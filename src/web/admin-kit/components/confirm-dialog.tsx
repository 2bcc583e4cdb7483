import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '#web/components/ui/button.js';

interface ConfirmDialogProps {
  open: boolean;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /**
   * under the question, before the buttons: what it is about (the figures about to be sent) or what it needs
   * answered first (a reason)
   */
  children?: ReactNode;
  /** while the confirmed action runs: the confirm button waits */
  pending?: boolean;
}

/**
 * A question before something that cannot be taken back. The browser's own modal <dialog> (focus kept
 * inside, Escape cancels) rather than the site's MessageDialog: that one shares chunks with the storefront's
 * booking forms, and using it here splits them, so storefront pages would load more files.
 */
export function ConfirmDialog({
  open,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  children,
  pending = false,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const detailsId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal?.();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-label={message}
      aria-describedby={children ? detailsId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[calc(100%-2.5rem)] max-w-md rounded-2xl bg-white p-6 text-ink shadow-xl backdrop:bg-ink/50"
    >
      <p className="font-display text-lg">{message}</p>
      {children && (
        <div id={detailsId} className="mt-4 text-sm text-ink/80">
          {children}
        </div>
      )}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="button" size="sm" disabled={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
