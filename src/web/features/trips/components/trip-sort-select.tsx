import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { cn } from '#web/lib/cn.js';
import { tripSorts, type TripSort } from '#web/features/trips/lib/trip-list.js';
import { useT } from '#web/i18n/i18n.js';

interface TripSortSelectProps {
  value: TripSort;
  /** the searched stay's nights, which offer 'Best fit' */
  stay: number | null;
  onChange: (sort: TripSort) => void;
  className?: string;
}

/**
 * The 'Sort by' select: a native one, as the currency's, so every keyboard, screen reader and phone picker
 * knows it, and it costs the list page no script of its own.
 */
export function TripSortSelect({ value, stay, onChange, className }: TripSortSelectProps) {
  const t = useT();
  const id = useId();
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <label htmlFor={id} className="text-sm whitespace-nowrap text-ink/70">
        {t('Sort by')}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value as TripSort)}
          className="h-10 min-w-[9.5rem] cursor-pointer appearance-none rounded-full border border-ink/15 bg-white pr-9 pl-4 text-sm font-medium text-ink transition-colors duration-200 hover:border-ink/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold sm:min-w-[11.5rem]"
        >
          {tripSorts(stay).map((sort) => (
            <option key={sort.value} value={sort.value}>
              {t(sort.label)}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink/60"
        />
      </div>
    </div>
  );
}
