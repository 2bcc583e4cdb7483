import { cn } from '#web/lib/cn.js';
import { Skeleton } from '#web/components/ui/skeleton.js';

interface TripFiltersProps {
  label: string;
  filters: readonly string[];
  selected: string;
  onSelect: (filter: string) => void;
  loading?: boolean;
  className?: string;
}

/** Category buttons: a toggle group where exactly one button is pressed. */
export function TripFilters({ label, filters, selected, onSelect, loading = false, className }: TripFiltersProps) {
  return (
    <div
      role="group"
      aria-label={label}
      // Scrolls sideways on phones instead of wrapping into a tall block above the cards.
      className={cn(
        '-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0',
        className,
      )}
    >
      {filters.map((filter) => {
        const pressed = filter === selected;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(filter)}
            className={cn(
              'h-10 shrink-0 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors duration-200 motion-reduce:transition-none',
              pressed
                ? 'border-ink bg-ink text-white'
                : 'border-ink/15 bg-white text-ink/80 hover:border-ink/40 hover:text-ink',
            )}
          >
            {filter}
          </button>
        );
      })}
      {loading &&
        [7, 9, 8].map((width) => (
          <Skeleton key={width} className="h-10 shrink-0 rounded-full" style={{ width: `${width}rem` }} />
        ))}
    </div>
  );
}
