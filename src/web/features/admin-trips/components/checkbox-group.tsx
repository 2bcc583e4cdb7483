import type { Named } from '#domain/api/reference.js';
import { cn } from '#web/lib/cn.js';
import { useTripForm } from '#web/features/admin-trips/hooks/use-trip-form.js';

interface CheckboxGroupProps {
  legend: string;
  name: 'category_ids' | 'addon_ids' | 'exclusion_ids';
  options: readonly Named[];
  error?: string | undefined;
  className?: string;
}

/** A list to tick several of; the form holds the ticked ids as strings. */
export function CheckboxGroup({ legend, name, options, error, className }: CheckboxGroupProps) {
  const { register } = useTripForm();
  return (
    <fieldset className={className} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">{legend}</legend>
      <div className="grid grid-cols-2 gap-x-3 gap-y-1 sm:grid-cols-3 lg:grid-cols-4">
        {options.map((option) => (
          <label key={option.id} className="flex items-center gap-2 text-sm">
            <input type="checkbox" value={String(option.id)} className="size-4 accent-ink" {...register(name)} />
            <span className={cn('truncate')}>{option.name}</span>
          </label>
        ))}
      </div>
      {error && <p className="mt-1.5 text-sm font-medium text-coral-dark">{error}</p>}
    </fieldset>
  );
}
