import { useState } from 'react';
import type { AdminRating } from '#domain/api/admin-moderation.js';
import { Button } from '#web/components/ui/button.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { Skeleton } from '#web/components/ui/skeleton.js';
import { failureMessage } from '#web/lib/form-errors.js';
import { AdminTable, adminColumns } from '#web/admin-kit/components/admin-table.js';
import { FilterButtons } from '#web/admin-kit/components/filter-buttons.js';
import { QueryError } from '#web/admin-kit/components/query-error.js';
import { SearchBox } from '#web/admin-kit/components/search-box.js';
import { adminTime } from '#web/admin-kit/lib/admin-time.js';
import { useRatings } from '#web/features/admin-moderation/api/get-ratings.js';
import { useSetRatingVisibility } from '#web/features/admin-moderation/api/set-rating-visibility.js';

const PAGE_SIZE = 20;
type Shown = 'all' | 'shown' | 'hidden';
const SHOWN_OPTIONS: { value: Shown; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'shown', label: 'Shown' },
  { value: 'hidden', label: 'Hidden' },
];
const column = adminColumns<AdminRating>();

/** Tourists' ratings; a hidden one leaves every average and count on the storefront at once. */
export function RatingsPanel() {
  const [shown, setShown] = useState<Shown>('all');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  const hidden = shown === 'all' ? undefined : shown === 'hidden';
  const list = useRatings({ hidden, q: q || undefined, limit: PAGE_SIZE, offset: page * PAGE_SIZE });
  const visibility = useSetRatingVisibility();
  const failure = visibility.error ? failureMessage(visibility.error, 'The change could not be saved.') : null;

  const columns = [
    column.accessor((row) => row.tourist.name, {
      id: 'tourist',
      header: 'Tourist',
      cell: (info) => (
        <span className="whitespace-nowrap">
          {info.getValue()}
          <span className="block text-xs text-ink/70">{info.row.original.tourist.email}</span>
        </span>
      ),
    }),
    column.accessor((row) => row.item.name, { id: 'item', header: 'Trip or destination' }),
    column.accessor('rating', { header: 'Stars', cell: (info) => `${info.getValue()} / 5` }),
    column.accessor('comment', { header: 'Comment', cell: (info) => <p className="max-w-prose">{info.getValue()}</p> }),
    column.accessor('created_at', {
      header: 'Rated',
      cell: (info) => <span className="whitespace-nowrap">{adminTime(info.getValue())}</span>,
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row: { original } }) => {
        const isHidden = original.hidden_at !== null;
        return (
          <Button
            size="sm"
            variant={isHidden ? 'primary' : 'outline'}
            disabled={visibility.isPending}
            aria-label={`${isHidden ? 'Show' : 'Hide'} the rating of ${original.tourist.name}`}
            onClick={() => visibility.mutate({ uuid: original.uuid, hidden: !isHidden })}
          >
            {isHidden ? 'Show' : 'Hide'}
          </Button>
        );
      },
    }),
  ];

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <FilterButtons
          label="Visibility"
          value={shown}
          options={SHOWN_OPTIONS}
          onChange={(next) => {
            setShown(next);
            setPage(0);
          }}
        />
        <SearchBox
          label="Search ratings"
          onSearch={(text) => {
            setQ(text);
            setPage(0);
          }}
        />
      </div>
      <FormAlert tone="error" messages={failure ? [failure] : []} />
      {list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} what="ratings" />
      ) : !list.data ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <AdminTable
          caption="Ratings"
          columns={columns}
          rows={list.data.ratings}
          rowId={(row) => row.uuid}
          total={list.data.total}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={setPage}
        />
      )}
    </div>
  );
}
