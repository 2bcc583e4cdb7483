import { useState } from 'react';
import type { AdminReview } from '#domain/api/reviews.js';
import { REVIEW_STATUSES } from '#domain/schemas/review.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { failureMessage } from '#web/lib/form-errors.js';
import { FilterBar } from '#web/admin-kit/list/filter-bar.js';
import { ListTable } from '#web/admin-kit/list/list-table.js';
import { useListState } from '#web/admin-kit/list/use-list-state.js';
import { useReviews } from '#web/features/admin-moderation/api/get-reviews.js';
import { useModerateReview } from '#web/features/admin-moderation/api/moderate-review.js';
import { reviewsList, reviewsQuery } from '#web/features/admin-moderation/lib/moderation-lists.js';
import { ReviewAnswerDialog } from './review-answer-dialog.js';
import { REVIEW_STATUS_LABELS, reviewColumns } from './review-columns.js';

const STATE_OPTIONS = REVIEW_STATUSES.map((value) => ({ value, label: REVIEW_STATUS_LABELS[value] }));

/** Travellers' verified reviews by state: approve (on the trip's page at once), reject, or answer publicly. */
export function ReviewsPanel() {
  const list = useListState(reviewsList);
  const query = useReviews(reviewsQuery(list.state));
  const moderate = useModerateReview();
  const [answering, setAnswering] = useState<AdminReview | null>(null);
  const failure = moderate.error ? failureMessage(moderate.error, 'The decision could not be saved.') : null;
  return (
    <div className="space-y-3">
      <FilterBar list={list} buttons={{ name: 'status', label: 'State', options: STATE_OPTIONS }} />
      <FormAlert tone="error" messages={failure ? [failure] : []} />
      <ListTable
        list={list}
        query={query}
        what="reviews"
        empty="Nothing here."
        rowsOf={(page) => page.reviews}
        pageOf={(page) => ({ total: page.total })}
        caption="Reviews"
        columns={reviewColumns(moderate, setAnswering)}
        rowId={(row) => row.uuid}
        align="top"
      />
      <ReviewAnswerDialog
        review={answering}
        pending={moderate.isPending}
        onCancel={() => setAnswering(null)}
        onPublish={(review, body) =>
          moderate.mutate({ uuid: review.uuid, action: 'reply', body }, { onSuccess: () => setAnswering(null) })
        }
      />
    </div>
  );
}
