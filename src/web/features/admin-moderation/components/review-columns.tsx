import type { AdminReview } from '#domain/api/reviews.js';
import type { ReviewStatus } from '#domain/schemas/review.js';
import { Button } from '#web/components/ui/button.js';
import { adminTime } from '#web/admin-kit/lib/admin-time.js';
import { listColumns } from '#web/admin-kit/table/list-columns.js';
import { DecisionButtons, MODERATION_STATE_LABELS } from './decision-buttons.js';
import type { useModerateReview } from '#web/features/admin-moderation/api/moderate-review.js';

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = MODERATION_STATE_LABELS;

type Moderate = ReturnType<typeof useModerateReview>;
const column = listColumns<AdminReview>();

/** The reviews' columns: the traveller and trip, the review with the agency's answer, Approve, Reject and Answer. */
export const reviewColumns = (moderate: Moderate, answer: (review: AdminReview) => void) => [
  column.accessor('traveller_name', {
    header: 'Traveller',
    meta: { card: 'title' },
    cell: ({ row: { original } }) => (
      <span className="md:whitespace-nowrap">
        {original.traveller_name}
        <span className="block text-xs font-normal text-ink/70">
          {[original.country, original.travelled_on, original.locale.toUpperCase()].filter(Boolean).join(' · ')}
        </span>
        <span className="block text-xs font-normal text-ink/70">{original.request.reference}</span>
      </span>
    ),
  }),
  column.accessor((row) => row.trip.name, { id: 'trip', header: 'Trip' }),
  column.accessor('rating', { header: 'Stars', cell: (info) => `${info.getValue()} / 5` }),
  column.accessor('body', {
    header: 'Review',
    meta: { card: 'line' },
    cell: ({ row: { original } }) => (
      <div className="max-w-prose space-y-1">
        <p className="font-semibold">{original.title}</p>
        <p className="whitespace-pre-line">{original.body}</p>
        {original.reply && (
          <p className="border-l-2 border-acacia pl-3 text-ink/80">
            <span className="font-semibold">Our answer: </span>
            {original.reply.body}
          </p>
        )}
      </div>
    ),
  }),
  column.accessor('created_at', {
    header: 'Sent',
    cell: (info) => <span className="whitespace-nowrap">{adminTime(info.getValue())}</span>,
  }),
  column.accessor('status', {
    header: 'State',
    meta: { card: 'badge' },
    cell: (info) => REVIEW_STATUS_LABELS[info.getValue()],
  }),
  column.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    meta: { card: 'actions' },
    cell: ({ row: { original } }) => (
      <span className="flex flex-wrap gap-2">
        <DecisionButtons
          status={original.status}
          of={`the review of ${original.traveller_name}`}
          pending={moderate.isPending}
          onDecide={(action) => moderate.mutate({ uuid: original.uuid, action })}
        />
        <Button
          size="sm"
          variant="outline"
          disabled={moderate.isPending}
          aria-label={`${original.reply ? 'Edit the answer to' : 'Answer'} the review of ${original.traveller_name}`}
          onClick={() => answer(original)}
        >
          {original.reply ? 'Edit answer' : 'Answer'}
        </Button>
      </span>
    ),
  }),
];
