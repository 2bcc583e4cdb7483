import { useEffect, useId, useRef } from 'react';
import { Skeleton } from '#web/components/ui/skeleton.js';
import { cn } from '#web/lib/cn.js';
import { selectAllState, toggleAll, toggleOne } from '#web/features/inquiry/inquiry-helpers.js';
import { FieldError } from '#web/components/ui/field.js';
import { useRich, useT } from '#web/i18n/i18n.js';

export interface CheckboxOption {
  id: number;
  name: string;
}

interface CheckboxGroupProps {
  legend: string;
  /** e.g. 'Select all destinations' */
  selectAllLabel: string;
  options: readonly CheckboxOption[];
  value: readonly number[];
  onChange(next: number[]): void;
  onBlur?(): void;
  error?: string | undefined;
  loading?: boolean;
  /** shown instead of the list when the options could not be loaded */
  unavailable?: string | undefined;
  disabled?: boolean;
  /** the id the error summary links to */
  id?: string;
}

/** A fieldset of checkboxes with a select-all box that shows 'mixed' when only some are ticked. */
export function CheckboxGroup(props: CheckboxGroupProps) {
  const { legend, selectAllLabel, options, value, onChange, onBlur, error, loading, unavailable, disabled } = props;
  const t = useT();
  const rich = useRich();
  const generated = useId();
  const id = props.id ?? generated;
  const allIds = options.map((option) => option.id);
  const { checked, indeterminate } = selectAllState(value, allIds);
  const selectAllRef = useRef<HTMLInputElement>(null);
  // 'indeterminate' exists only as a DOM property, not as an attribute.
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = indeterminate;
  }, [indeterminate]);

  return (
    <fieldset
      className="min-w-0"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className="mb-1.5 text-sm font-semibold text-ink">{legend}</legend>
      {loading ? (
        <div className="space-y-2.5 rounded-xl border border-ink/15 p-4">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-5 w-2/3" />
          ))}
        </div>
      ) : unavailable ? (
        <p className="rounded-xl border border-dashed border-ink/25 px-4 py-5 text-sm text-ink/75">{unavailable}</p>
      ) : (
        <div
          className={cn(
            'overflow-hidden rounded-xl border border-ink/20 bg-white',
            error && 'border-coral-dark bg-coral/5',
          )}
        >
          <label className="flex cursor-pointer items-center gap-3 border-b border-ink/10 bg-sand/70 px-4 py-3 text-sm font-semibold">
            <input
              ref={selectAllRef}
              id={id}
              type="checkbox"
              checked={checked}
              onChange={(event) => onChange(toggleAll(allIds, event.target.checked))}
              onBlur={onBlur}
              className="size-4.5 shrink-0 accent-gold-dark"
            />
            <span className="flex-1">{selectAllLabel}</span>
            <span className="text-xs font-normal whitespace-nowrap text-ink/65">
              {rich('{count} of {total} {selected}', {
                count: value.length,
                total: options.length,
                selected: <span className="sr-only">{t('selected')}</span>,
              })}
            </span>
          </label>
          <ul className="grid max-h-72 gap-x-6 overflow-y-auto px-4 py-2 sm:grid-cols-2 lg:grid-cols-3">
            {options.map((option) => (
              <li key={option.id}>
                <label className="flex cursor-pointer items-center gap-3 rounded-md py-2 text-sm text-ink/85 hover:text-ink">
                  <input
                    type="checkbox"
                    checked={value.includes(option.id)}
                    onChange={(event) => onChange(toggleOne(value, option.id, event.target.checked, allIds))}
                    onBlur={onBlur}
                    className="size-4.5 shrink-0 accent-gold-dark"
                  />
                  {option.name}
                </label>
              </li>
            ))}
          </ul>
        </div>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
