import { CircleCheck } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.js';
import { dialogOverlayClass, dialogPanelClass } from '#web/components/ui/dialog-styles.js';
import { cn } from '#web/lib/cn.js';

interface SuccessDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  actionLabel: string;
  onAction: () => void;
  /** where to mount it; inside the page keeps the page's `--accent` colour */
  container?: HTMLElement | null;
}

/** The confirmation after a booking or inquiry: one clear message and a single button. */
export function SuccessDialog({
  open,
  onOpenChange,
  title,
  children,
  actionLabel,
  onAction,
  container,
}: SuccessDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={cn(dialogPanelClass, 'w-[calc(100%-2.5rem)] max-w-md p-7 text-center sm:p-9')}>
          <CircleCheck
            aria-hidden="true"
            className="mx-auto size-14 text-[var(--accent,var(--color-acacia))]"
            strokeWidth={1.5}
          />
          <Dialog.Title className="mt-4 font-display text-2xl text-ink sm:text-3xl">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-4 space-y-3 text-ink/75">{children}</div>
          </Dialog.Description>
          <Button size="lg" className="mt-7 w-full" onClick={onAction}>
            {actionLabel}
          </Button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
