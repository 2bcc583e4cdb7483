import { localizedHref, sitePaths } from '#domain/site-paths.js';
import type { Env } from '#server/config/env.js';
import type { Transaction } from '#server/db/client.js';
import { hashToken, newToken } from '#server/auth/secrets.js';
import { absoluteUrl } from '#server/lib/public-url.js';
import type { QueueMail } from '#server/mail/mail-queue.js';
import { reviewInvitationMail } from '#server/mail/templates/review-invitation.js';
import { createReviewInvitationsRepository } from '#server/repositories/review-invitations-repository.js';
import { tripNamesIn } from '#server/repositories/trip-names-in.js';

/**
 * After a trip (the scheduler's `review_invitation` job): the traveller gets a one-time link to review it, in the
 * request's language. Only the token's hash is kept, with the trip and the month travelled. A request that booked
 * no trip, or that was already invited, gets nothing; the mail commits with the invitation in `deps.tx`.
 */
export async function inviteToReview(
  requestId: number,
  deps: { tx: Transaction; queue: QueueMail; config: Env; now: Date },
): Promise<void> {
  const invitations = createReviewInvitationsRepository(deps.tx);
  const request = await invitations.invitableRequest(requestId);
  if (!request) return;
  const token = newToken();
  const stored = await invitations.store({
    requestId,
    tripId: request.tripId,
    travelledOn: (request.startDate ?? deps.now.toISOString()).slice(0, 7),
    locale: request.locale,
    tokenHash: hashToken(token),
    createdAt: deps.now,
  });
  if (!stored) return;
  const names = await tripNamesIn(deps.tx, request.locale, [{ id: request.tripId, name: request.tripName }]);
  await deps.queue(
    reviewInvitationMail({
      to: request.email,
      firstName: request.firstName,
      tripName: names.get(request.tripId) ?? request.tripName,
      link: absoluteUrl(deps.config.PUBLIC_URL, localizedHref(request.locale, sitePaths.writeReview.getHref(token))),
      requestId,
      locale: request.locale,
    }),
  );
}
