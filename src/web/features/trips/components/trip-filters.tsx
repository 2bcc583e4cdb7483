import { cn } from '#web/lib/cn.js';
import { AppLink } from '#web/lib/navigation.js';
import { Skeleton } from '#web/components/ui/skeleton.js';
import { referenceName } from '#web/features/reference/lib/reference-names.js';
import { ALL_TYPES } from '#web/features/trips/lib/trip-list.js';
import { useT } from '#web/i18n/i18n.js';

interface TripFiltersProps {
  label: string;
  filters: readonly string[];
  selected: string;
  /** the list with this filter chosen */
  hrefOf: (filter: string) => string;
  loading?: boolean;
  className?: string;
}

/** Category links: each shows the list with its category, the chosen one marked as the page shown. */
export function TripFilters({ label, filters, selected, hrefOf, loading = false, className }: TripFiltersProps) {
  const t = useT();
  return (
    <nav aria-label={label} className={className}>
      {/* Scrolls sideways on phones instead of wrapping into a tall block above the cards. */}
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {filters.map((filter) => {
          const current = filter === selected;
          return (
            <li key={filter} className="shrink-0">
              <AppLink
                to={hrefOf(filter)}
                replace
                preventScrollReset
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex h-10 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors duration-200 motion-reduce:transition-none',
                  current
                    ? 'border-ink bg-ink text-white'
                    : 'border-ink/15 bg-white text-ink/80 hover:border-ink/40 hover:text-ink',
                )}
              >
                {/* 'All' is the page's word; the others are trip types' names, kept in English in the URL. */}
                {filter === ALL_TYPES ? t('All') : referenceName(t, filter)}
              </AppLink>
            </li>
          );
        })}
        {loading &&
          [7, 9, 8].map((width) => (
            <li key={width} aria-hidden="true">
              <Skeleton className="h-10 shrink-0 rounded-full" style={{ width: `${width}rem` }} />
            </li>
          ))}
      </ul>
    </nav>
  );
}
