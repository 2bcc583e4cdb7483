import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.js';
import { SearchBox } from './search-box.js';
import type { ListControl } from './use-list-state.js';

interface FilterBarProps<F, S extends string, K extends keyof F> {
  list: ListControl<F, S>;
  /** the list's search box, on its `q` */
  search?: { label: string; placeholder: string };
  /** the list's main filter, one button per value, on its parameter `name` */
  buttons?: { name: K; label: string; options: FilterOption<F[K]>[] };
  /** the list's selects and boxes */
  filters?: ReactNode;
  /** export, columns, new… */
  actions?: ReactNode;
}

/**
 * The bar above every list: the search and the list's actions on one line, then its selects and boxes, then
 * its filter buttons; each part left out when the list has none. What it changes goes to the list's state.
 */
export function FilterBar<F, S extends string, K extends keyof F>({
  list,
  search,
  buttons,
  filters,
  actions,
}: FilterBarProps<F, S, K>) {
  // The list declares its parameters; `q` and `buttons.name` are among them (a list without a search passes none).
  const change = (key: keyof F, value: unknown) => list.change({ [key]: value } as Partial<F>);
  const q = (list.state as { q?: string }).q ?? '';
  return (
    <div className="space-y-3">
      {(search || actions) && (
        <div className="flex flex-wrap items-end gap-2">
          {search && <SearchBox {...search} value={q} onSearch={(text) => change('q' as keyof F, text)} />}
          {actions && <div className="flex flex-wrap items-end gap-2">{actions}</div>}
        </div>
      )}
      {filters && <div className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">{filters}</div>}
      {buttons && (
        <FilterButtons
          label={buttons.label}
          value={list.state[buttons.name]}
          options={buttons.options}
          onChange={(value) => change(buttons.name, value)}
        />
      )}
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
export function FilterButtons<T>({
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
