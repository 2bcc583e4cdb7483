import { cn } from '#web/lib/cn.js';

/** A row of toggle buttons, one pressed: the list's filter. */
export function FilterButtons<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1">
      {options.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.value)}
            className={cn(
              'rounded-full border px-3 py-1 font-medium whitespace-nowrap',
              active ? 'border-ink bg-ink text-white' : 'border-ink/15 bg-white text-ink/80 hover:border-ink/40',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
