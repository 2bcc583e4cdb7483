import { useId, useState } from 'react';
import type { AdminReview } from '#domain/api/reviews.js';
import { ConfirmDialog } from '#web/admin-kit/components/confirm-dialog.js';
import { TextArea } from '#web/components/ui/input.js';

interface ReviewAnswerDialogProps {
  review: AdminReview | null;
  pending: boolean;
  onPublish: (review: AdminReview, body: string) => void;
  onCancel: () => void;
}

/** The agency's public answer under a review, written in the kit's dialog; emptied, it takes the answer back. */
export function ReviewAnswerDialog({ review, pending, onPublish, onCancel }: ReviewAnswerDialogProps) {
  const id = useId();
  const [body, setBody] = useState('');
  const [answering, setAnswering] = useState<string | null>(null);
  // A new review opened: start from its answer so far.
  if (review && answering !== review.uuid) {
    setAnswering(review.uuid);
    setBody(review.reply?.body ?? '');
  }
  return (
    <ConfirmDialog
      open={review !== null}
      message={review ? `Answer ${review.traveller_name} publicly` : ''}
      confirmLabel={body.trim() ? 'Publish the answer' : 'Remove the answer'}
      cancelLabel="Cancel"
      pending={pending}
      onConfirm={() => review && onPublish(review, body)}
      onCancel={() => {
        setAnswering(null);
        onCancel();
      }}
    >
      <label htmlFor={id} className="mb-1.5 block font-semibold text-ink">
        Shown under “{review?.title}” on the trip’s page
      </label>
      <TextArea id={id} rows={6} maxLength={5000} value={body} onChange={(event) => setBody(event.target.value)} />
    </ConfirmDialog>
  );
}
