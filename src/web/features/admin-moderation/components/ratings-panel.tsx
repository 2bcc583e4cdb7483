import { FormAlert } from '#web/components/ui/form-alert.js';
import { failureMessage } from '#web/lib/form-errors.js';
import { FilterBar } from '#web/admin-kit/list/filter-bar.js';
import { ListTable } from '#web/admin-kit/list/list-table.js';
import { useListState } from '#web/admin-kit/list/use-list-state.js';
import { useRatings } from '#web/features/admin-moderation/api/get-ratings.js';
import { useSetRatingVisibility } from '#web/features/admin-moderation/api/set-rating-visibility.js';
import { ratingsList, ratingsQuery } from '#web/features/admin-moderation/lib/moderation-lists.js';
import { ratingColumns } from './rating-columns.js';

const VISIBILITY_OPTIONS = [
  { value: undefined, label: 'All' },
  { value: 'shown' as const, label: 'Shown' },
  { value: 'hidden' as const, label: 'Hidden' },
];

/** Tourists' ratings; a hidden one leaves every average and count on the storefront at once. */
export function RatingsPanel() {
  const list = useListState(ratingsList);
  const query = useRatings(ratingsQuery(list.state));
  const visibility = useSetRatingVisibility();
  const failure = visibility.error ? failureMessage(visibility.error, 'The change could not be saved.') : null;
  return (
    <div className="space-y-3">
      <FilterBar
        list={list}
        search={{ label: 'Search ratings', placeholder: 'Comment, tourist or trip' }}
        buttons={{ name: 'visibility', label: 'Visibility', options: VISIBILITY_OPTIONS }}
      />
      <FormAlert tone="error" messages={failure ? [failure] : []} />
      <ListTable
        list={list}
        query={query}
        what="ratings"
        empty="Nothing here."
        rowsOf={(page) => page.ratings}
        pageOf={(page) => ({ total: page.total })}
        caption="Ratings"
        columns={ratingColumns(visibility)}
        rowId={(row) => row.uuid}
        align="top"
      />
    </div>
  );
}
