import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Named } from '#domain/api/reference.js';

interface CheckboxGroupProps {
  legend: string;
  /** `register(name)` of the form's id list: the form holds the ticked ids as strings */
  field: UseFormRegisterReturn;
  options: readonly Named[];
  error?: string | undefined;
  className?: string;
}

/** A list to tick several of. */
export function CheckboxGroup({ legend, field, options, error, className }: CheckboxGroupProps) {
  return (
    <fieldset className={className} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">{legend}</legend>
      <div className="grid grid-cols-2 gap-x-3 gap-y-1 sm:grid-cols-3 lg:grid-cols-4">
        {options.map((option) => (
          <label key={option.id} className="flex items-center gap-2 text-sm">
            <input type="checkbox" value={String(option.id)} className="size-4 accent-ink" {...field} />
            <span className="truncate">{option.name}</span>
          </label>
        ))}
      </div>
      {error && <p className="mt-1.5 text-sm font-medium text-coral-dark">{error}</p>}
    </fieldset>
  );
}
