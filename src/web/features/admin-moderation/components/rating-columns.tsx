import type { AdminRating } from '#domain/api/admin-moderation.js';
import { Button } from '#web/components/ui/button.js';
import { adminTime } from '#web/admin-kit/lib/admin-time.js';
import { listColumns } from '#web/admin-kit/table/list-columns.js';
import type { useSetRatingVisibility } from '#web/features/admin-moderation/api/set-rating-visibility.js';

type SetVisibility = ReturnType<typeof useSetRatingVisibility>;
const column = listColumns<AdminRating>();

/** The ratings' columns, with Hide (out of every average at once) or Show. */
export const ratingColumns = (visibility: SetVisibility) => [
  column.accessor((row) => row.tourist.name, {
    id: 'tourist',
    header: 'Tourist',
    meta: { card: 'title' },
    cell: (info) => (
      <span className="md:whitespace-nowrap">
        {info.getValue()}
        <span className="block text-xs font-normal break-all text-ink/70">{info.row.original.tourist.email}</span>
      </span>
    ),
  }),
  column.accessor((row) => row.item.name, { id: 'item', header: 'Trip or destination' }),
  column.accessor('rating', { header: 'Stars', meta: { card: 'badge' }, cell: (info) => `${info.getValue()} / 5` }),
  column.accessor('comment', {
    header: 'Comment',
    meta: { card: 'line' },
    cell: (info) => <p className="max-w-prose">{info.getValue()}</p>,
  }),
  column.accessor('created_at', {
    header: 'Rated',
    cell: (info) => <span className="whitespace-nowrap">{adminTime(info.getValue())}</span>,
  }),
  column.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    meta: { card: 'actions' },
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
