import type { RefObject } from 'react';
import { LocationListbox, type LocationListboxProps } from './location-listbox.js';
import { PopoverPanel } from '#web/components/ui/popover-panel.js';

interface LocationPanelProps extends LocationListboxProps {
  onClose: () => void;
  /** the 'Where to' field the list hangs from; pressing it is the field's own business */
  anchor: RefObject<HTMLDivElement | null>;
  /** loading, error or no-match text under the list */
  status: string | null;
}

/** The popup of the location combobox; loaded when the field is first approached. */
export function LocationPanel({ onClose, anchor, status, ...listbox }: LocationPanelProps) {
  return (
    <PopoverPanel
      onClose={onClose}
      anchor={anchor}
      // A plain container for the listbox, not a dialog: the input keeps the focus.
      role={undefined}
      onOpenAutoFocus={(event) => event.preventDefault()}
      onCloseAutoFocus={(event) => event.preventDefault()}
      className="z-50 w-[max(var(--radix-popover-trigger-width),20rem)] max-w-[calc(100vw-1.5rem)] rounded-2xl bg-white shadow-2xl ring-1 ring-ink/10"
    >
      <LocationListbox {...listbox} />
      {status && (
        <p role="status" className="px-5 pt-1 pb-5 text-sm text-ink/70">
          {status}
        </p>
      )}
    </PopoverPanel>
  );
}
