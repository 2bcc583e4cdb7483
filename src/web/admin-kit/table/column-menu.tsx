import type { ColumnVisibilityState, RowData } from '@tanstack/react-table';
import { Columns3 } from 'lucide-react';
import { columnIdOf, columnLabelOf, type ListColumn } from './list-columns.js';

/**
 * Which columns the table shows (a native disclosure: keyboard and screen readers for free). Columns with
 * `enableHiding: false` always show. Phones show cards, so the menu is for wide screens only.
 */
export function ColumnMenu<T extends RowData>({
  columns,
  visibility,
  onChange,
}: {
  columns: ListColumn<T>[];
  visibility: ColumnVisibilityState;
  onChange: (next: ColumnVisibilityState) => void;
}) {
  const hideable = columns.filter((column) => column.enableHiding !== false);
  return (
    <details data-menu className="relative hidden md:block">
      <summary className="inline-flex h-10 cursor-pointer list-none items-center gap-1.5 rounded-xl border border-ink/20 bg-white px-3 font-medium hover:border-ink/40">
        <Columns3 aria-hidden="true" className="size-4" />
        Columns
      </summary>
      <fieldset className="absolute right-0 z-20 mt-1 w-56 space-y-1 rounded-xl bg-white p-3 shadow-lg ring-1 ring-ink/10">
        <legend className="sr-only">Columns shown</legend>
        {hideable.map((column) => {
          const id = columnIdOf(column);
          return (
            <label key={id} className="flex cursor-pointer items-center gap-2 py-0.5">
              <input
                type="checkbox"
                className="size-4 accent-gold-dark"
                checked={visibility[id] !== false}
                onChange={(event) => onChange({ ...visibility, [id]: event.target.checked })}
              />
              {columnLabelOf(column)}
            </label>
          );
        })}
      </fieldset>
    </details>
  );
}
