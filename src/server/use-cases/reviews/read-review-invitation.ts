import type { ReviewInvitation } from '#domain/api/reviews.js';
import { REVIEW_INVITATION_NOT_FOUND_MESSAGE } from '#domain/schemas/messages.js';
import { REVIEW_TOKEN_MAX } from '#domain/schemas/review.js';
import { hashToken } from '#server/auth/secrets.js';
import { notFound } from '#server/lib/http-error.js';
import { createReviewInvitationsRepository } from '#server/repositories/review-invitations-repository.js';
import { tripNamesIn } from '#server/repositories/trip-names-in.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';

/** The review form opens: which trip and month it is about, the trip named in the request's language. */
export async function readReviewInvitation(
  input: { token: string },
  deps: Pick<UseCaseDeps, 'db'>,
): Promise<ReviewInvitation> {
  if (!input.token || input.token.length > REVIEW_TOKEN_MAX) throw notFound(REVIEW_INVITATION_NOT_FOUND_MESSAGE);
  const invitations = createReviewInvitationsRepository(deps.db);
  const invitation = await invitations.findOpen(hashToken(input.token));
  if (!invitation) throw notFound(REVIEW_INVITATION_NOT_FOUND_MESSAGE);
  const trip = await invitations.tripOf(invitation.tripId);
  const names = await tripNamesIn(deps.db, invitation.locale, [trip]);
  return { trip_name: names.get(trip.id) ?? trip.name, travelled_on: invitation.travelledOn };
}
