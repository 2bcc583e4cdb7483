import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from '#web/components/ui/status-message.js';
import { cn } from '#web/lib/cn.js';
import { useT } from '#web/i18n/i18n.js';

interface CardGridProps<T> {
  status: 'pending' | 'error' | 'success';
  items: readonly T[] | undefined;
  /** e.g. 'No … data available at the moment', shown with Refresh */
  errorText: string;
  /** e.g. 'No … available at the moment' */
  emptyText: string;
  /** a card-shaped placeholder, repeated while loading */
  skeleton: ReactNode;
  skeletonCount?: number;
  columns?: 3 | 4;
  getKey(item: T): string;
  renderItem(item: T, index: number): ReactNode;
  /** a way on from the empty state, such as a link to the full list */
  emptyAction?: ReactNode;
}

const gridColumns = { 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const;

// On phones the cards form a row that scrolls sideways with the next card peeking in, so a
// section costs one screen rather than six; from 640 px up they form a grid.
const rowOnPhones =
  '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 [scrollbar-width:none] sm:mx-0 sm:grid sm:snap-none sm:overflow-visible sm:px-0 sm:pb-0';
const cellOnPhones = 'w-[82%] shrink-0 snap-start sm:w-auto';

/** A list of cards with its loading, error and empty states. */
export function CardGrid<T>(props: CardGridProps<T>) {
  const t = useT();
  const { status, items, errorText, emptyText, skeleton, skeletonCount = 3, columns = 3 } = props;
  const gridClass = cn(rowOnPhones, 'sm:gap-6 lg:gap-8', gridColumns[columns]);

  if (status === 'pending') {
    return (
      <div aria-busy="true" className={gridClass}>
        <span className="sr-only" role="status">
          {t('Loading…')}
        </span>
        {Array.from({ length: skeletonCount }, (_, i) => (
          <div key={i} className={cn(cellOnPhones, i >= 2 && 'sm:hidden lg:block')}>
            {skeleton}
          </div>
        ))}
      </div>
    );
  }
  if (status === 'error') return <ErrorState message={errorText} />;
  if (!items || items.length === 0) {
    return (
      <EmptyState className="flex flex-col items-center gap-4 bg-white/60">
        <span>{emptyText}</span>
        {props.emptyAction}
      </EmptyState>
    );
  }
  return (
    <ul className={gridClass}>
      {items.map((item, index) => (
        <li key={props.getKey(item)} className={cn(cellOnPhones, 'flex *:min-w-0 *:flex-1')}>
          {props.renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}
