import { useTripListParams } from '#web/features/trips/hooks/use-trip-list-params.js';
import { useMoreShown } from '#web/features/trips/lib/more-shown.js';
import { defaultTripSort, type TripSort } from '#web/features/trips/lib/trip-list.js';
import { TRIP_LISTS, type TripListName } from '#web/features/trips/lib/trip-lists.js';
import { useAppNavigate } from '#web/lib/navigation.js';
import { useT } from '#web/i18n/i18n.js';
import { TripSortSelect } from './trip-sort-select.js';

interface TripListToolbarProps {
  list: TripListName;
  /** the cards the page was rendered with; null while the first page loads */
  count: number | null;
  sort: TripSort;
  /** the searched stay's nights */
  stay: number | null;
}

/** Above the cards: how many there are (with those 'Load More' added) and the sort, which reloads the list. */
export function TripListToolbar({ list, count, sort, stay }: TripListToolbarProps) {
  const t = useT();
  const { count: countMessage } = TRIP_LISTS[list];
  const more = useMoreShown();
  const { hrefWith } = useTripListParams();
  const navigate = useAppNavigate();
  const shown = count === null ? null : count + more;
  return (
    <div className="flex items-center justify-between gap-4">
      <p aria-live="polite" className="text-sm font-medium whitespace-nowrap text-ink/70">
        {shown !== null && t(countMessage, { count: shown })}
      </p>
      <TripSortSelect
        value={sort}
        stay={stay}
        onChange={(next) =>
          navigate(hrefWith('sort', next === defaultTripSort(stay) ? null : next), {
            replace: true,
            preventScrollReset: true,
          })
        }
      />
    </div>
  );
}
