import { Plus } from 'lucide-react';
import { useState, type FormEventHandler, type ReactNode } from 'react';
import { Button } from '#web/components/ui/button.js';
import { FormAlert } from '#web/components/ui/form-alert.js';

interface NewDraftFormProps {
  /** "New trip", "New destination": the button and the form's name */
  label: string;
  alert: string[];
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** the three fields a draft cannot be saved without */
  children: ReactNode;
}

/** A "New …" button that opens a small form for a draft's required fields, with Create draft and Cancel. */
export function NewDraftForm({ label, alert, pending, onSubmit, children }: NewDraftFormProps) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button size="sm" onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-4" />
        {label}
      </Button>
    );
  }
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
      className="grid w-full gap-3 rounded-xl border border-ink/10 bg-white p-3 sm:grid-cols-3"
    >
      <FormAlert tone="error" className="sm:col-span-3" messages={alert} />
      {children}
      <div className="flex gap-2 sm:col-span-3">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? 'Creating…' : 'Create draft'}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
