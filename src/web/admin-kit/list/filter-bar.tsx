import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.js';

/**
 * The bar above every list: the search and the list's actions (export, columns, new) on one line, then its
 * selects and boxes, then its filter buttons. Each part is left out when the list has none.
 */
export function FilterBar({
  search,
  actions,
  filters,
  buttons,
}: {
  search?: ReactNode;
  actions?: ReactNode;
  filters?: ReactNode;
  buttons?: ReactNode;
}) {
  return (
    <div className="space-y-3">
      {(search || actions) && (
        <div className="flex flex-wrap items-end gap-2">
          {search}
          {actions && <div className="flex flex-wrap items-end gap-2">{actions}</div>}
        </div>
      )}
      {filters && <div className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">{filters}</div>}
      {buttons}
    </div>
  );
}

export interface FilterOption<T> {
  value: T;
  label: string;
  /** how many rows it would show, when the server says */
  count?: number | string | undefined;
}

/**
 * A row of toggle buttons, one pressed: a list's main filter (a status, a state, a visibility). It scrolls
 * sideways on a phone instead of wrapping into a tall block.
 */
export function FilterButtons<T extends string | undefined>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: FilterOption<T>[];
  onChange: (value: T) => void;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="-mx-3 flex gap-1 overflow-x-auto px-3 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {options.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={option.label}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.value)}
            className={cn(
              'inline-flex shrink-0 items-center gap-1.5 rounded-full border px-3 py-1 font-medium whitespace-nowrap',
              active ? 'border-ink bg-ink text-white' : 'border-ink/15 bg-white text-ink/80 hover:border-ink/40',
            )}
          >
            {option.label}
            {option.count !== undefined && (
              <span className={cn('text-xs tabular-nums', active ? 'text-white/80' : 'text-ink/70')}>
                {option.count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
