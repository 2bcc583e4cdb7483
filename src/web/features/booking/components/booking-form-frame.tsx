import { useState, type FormEventHandler, type ReactNode } from 'react';
import { Button } from '#web/components/ui/button.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { SuccessDialog } from './success-dialog.js';

interface BookingFormFrameProps {
  title: string;
  lead: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  alert: { id: string; messages: readonly string[] };
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** the fields and anything shown with them */
  children: ReactNode;
  /** the confirmation once sent: open while `confirmation` holds something */
  success: {
    open: boolean;
    onClose: () => void;
    title: string;
    actionLabel: string;
    onAction: () => void;
    content: ReactNode;
  };
}

/** What the trip booking and the destination inquiry share: heading, alert, send button and confirmation. */
export function BookingFormFrame({
  title,
  lead,
  onSubmit,
  alert,
  pending,
  submitLabel,
  pendingLabel,
  children,
  success,
}: BookingFormFrameProps) {
  // State, not a ref: the dialog mounts inside this element, so its `--accent` colour applies.
  const [wrapper, setWrapper] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setWrapper}>
      <h2 className="font-display text-2xl text-ink sm:text-[1.7rem]">{title}</h2>
      <p className="mt-3 max-w-2xl text-ink/75">{lead}</p>
      <form
        noValidate
        onSubmit={onSubmit}
        className="mt-8 space-y-8"
        aria-describedby={alert.messages.length > 0 ? alert.id : undefined}
      >
        <FormAlert tone="error" id={alert.id} tabIndex={-1} messages={alert.messages} />
        {children}
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:min-w-56" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </form>
      <SuccessDialog
        open={success.open}
        onOpenChange={(open) => !open && success.onClose()}
        title={success.title}
        actionLabel={success.actionLabel}
        onAction={success.onAction}
        container={wrapper}
      >
        {success.content}
      </SuccessDialog>
    </div>
  );
}
