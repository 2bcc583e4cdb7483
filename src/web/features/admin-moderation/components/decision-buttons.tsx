import { Button } from '#web/components/ui/button.js';

/** What a moderated item (a testimonial, a review) can be; the words the back office shows for each. */
export type ModerationState = 'pending' | 'approved' | 'rejected';

export const MODERATION_STATE_LABELS: Record<ModerationState, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Approve and Reject, each hidden when the item is already so; `of` names it for a screen reader. */
export function DecisionButtons({
  status,
  of,
  pending,
  onDecide,
}: {
  status: ModerationState;
  /** e.g. `the review of Lena H.` */
  of: string;
  pending: boolean;
  onDecide: (decision: 'approve' | 'reject') => void;
}) {
  return (
    <>
      {status !== 'approved' && (
        <Button size="sm" disabled={pending} aria-label={`Approve ${of}`} onClick={() => onDecide('approve')}>
          Approve
        </Button>
      )}
      {status !== 'rejected' && (
        <Button
          size="sm"
          variant="outline"
          disabled={pending}
          aria-label={`Reject ${of}`}
          onClick={() => onDecide('reject')}
        >
          Reject
        </Button>
      )}
    </>
  );
}
