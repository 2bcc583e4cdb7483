import { CircleCheck } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.js';

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
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 backdrop-blur-sm transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-7 text-center shadow-2xl transition-[opacity,scale] duration-200 focus:outline-none starting:scale-95 starting:opacity-0 motion-reduce:transition-none sm:p-9">
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
