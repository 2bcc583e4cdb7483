import { FormAlert } from '#web/components/ui/form-alert.js';
import { failureMessage } from '#web/lib/form-errors.js';
import { FilterBar, FilterButtons } from '#web/admin-kit/list/filter-bar.js';
import { ListPager } from '#web/admin-kit/list/list-pager.js';
import { ListResults } from '#web/admin-kit/list/list-results.js';
import { SearchBox } from '#web/admin-kit/list/search-box.js';
import { useListState } from '#web/admin-kit/list/use-list-state.js';
import { DataTable } from '#web/admin-kit/table/data-table.js';
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
  const { state } = list;
  const query = useRatings(ratingsQuery(state));
  const visibility = useSetRatingVisibility();
  const failure = visibility.error ? failureMessage(visibility.error, 'The change could not be saved.') : null;
  const data = query.data;

  return (
    <div className="space-y-3">
      <FilterBar
        search={
          <SearchBox
            label="Search ratings"
            placeholder="Comment, tourist or trip"
            value={state.q}
            onSearch={(q) => list.change({ q })}
          />
        }
        buttons={
          <FilterButtons
            label="Visibility"
            value={state.visibility}
            options={VISIBILITY_OPTIONS}
            onChange={(value) => list.change({ visibility: value })}
          />
        }
      />
      <FormAlert tone="error" messages={failure ? [failure] : []} />
      <ListResults query={query} what="ratings" empty="Nothing here." isEmpty={(d) => d.ratings.length === 0}>
        {(page) => (
          <DataTable
            caption="Ratings"
            columns={ratingColumns(visibility)}
            rows={page.ratings}
            rowId={(row) => row.uuid}
            total={page.total}
            align="top"
          />
        )}
      </ListResults>
      {data && data.total > 0 && (
        <ListPager
          page={state.page}
          pageSize={state.pageSize}
          total={data.total}
          rowsOnPage={data.ratings.length}
          onPage={list.turnTo}
        />
      )}
    </div>
  );
}
