import { REVIEW_INVITATION_NOT_FOUND_MESSAGE } from '#domain/schemas/messages.js';
import type { ReviewSubmissionInput } from '#domain/schemas/review.js';
import { hashToken } from '#server/auth/secrets.js';
import { notFound } from '#server/lib/http-error.js';
import { createReviewInvitationsRepository } from '#server/repositories/review-invitations-repository.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';

/**
 * A traveller sends their review with the invitation's link. The link works once: the invitation is marked used
 * and the review stored in one transaction, so of two submissions at once one is stored and the other is a 404.
 * The review waits for the agency's approval; nothing the storefront shows changes yet.
 */
export async function submitReview(
  { token, ...review }: ReviewSubmissionInput,
  deps: Pick<UseCaseDeps, 'db' | 'now'>,
): Promise<{ uuid: string; status: 'pending' }> {
  const now = deps.now?.() ?? new Date();
  return deps.db.transaction(async (tx) => {
    const invitations = createReviewInvitationsRepository(tx);
    const invitation = await invitations.use(hashToken(token), now);
    if (!invitation) throw notFound(REVIEW_INVITATION_NOT_FOUND_MESSAGE);
    return { uuid: await invitations.insertReview(invitation, review, now), status: 'pending' as const };
  });
}
