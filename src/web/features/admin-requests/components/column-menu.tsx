import { Columns3 } from 'lucide-react';
import type { ColumnVisibilityState } from '@tanstack/react-table';
import { COLUMN_LABELS } from './inbox-columns.js';

// The reference always shows: it is what a row is called.
const HIDEABLE = Object.keys(COLUMN_LABELS).filter((id) => id !== 'reference');

/** Which columns the table shows (a native disclosure: keyboard and screen readers for free). */
export function ColumnMenu({
  visibility,
  onChange,
}: {
  visibility: ColumnVisibilityState;
  onChange: (next: ColumnVisibilityState) => void;
}) {
  return (
    <details data-menu className="relative hidden md:block">
      <summary className="inline-flex h-10 cursor-pointer list-none items-center gap-1.5 rounded-xl border border-ink/20 bg-white px-3 font-medium hover:border-ink/40">
        <Columns3 aria-hidden="true" className="size-4" />
        Columns
      </summary>
      <fieldset className="absolute right-0 z-20 mt-1 w-56 space-y-1 rounded-xl bg-white p-3 shadow-lg ring-1 ring-ink/10">
        <legend className="sr-only">Columns shown</legend>
        {HIDEABLE.map((id) => (
          <label key={id} className="flex cursor-pointer items-center gap-2 py-0.5">
            <input
              type="checkbox"
              className="size-4 accent-gold-dark"
              checked={visibility[id] !== false}
              onChange={(event) => onChange({ ...visibility, [id]: event.target.checked })}
            />
            {COLUMN_LABELS[id]}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
