import type { TouristTimelineEntry } from '#domain/api/requests-desk.js';
import type { TouristMessageInput } from '#domain/schemas/tourist-message.js';
import { TRACKING_LINK_MESSAGE } from '#domain/schemas/messages.js';
import { notFound } from '#server/lib/http-error.js';
import { touristMessageNotice } from '#server/mail/templates/tourist-answers.js';
import { createDeskRequestRepository } from '#server/repositories/desk-request-repository.js';
import { createDeskWritesRepository } from '#server/repositories/desk-writes-repository.js';
import { createTrackedRequestsRepository } from '#server/repositories/tracked-requests-repository.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';
import { touristAnswerAbout } from './tourist-answer-about.js';

export interface TouristMessage extends TouristMessageInput {
  reference: string;
  /** the tracking link's key; or the signed-in account that sent the request (`deps.userId`) */
  key: string;
}

/**
 * The tourist writes to the agency from the tracking page: the message joins the request's history (the desk's
 * "Message from the tourist") and the agency is e-mailed it, a reply going straight back to the tourist.
 */
export async function sendTouristMessage(input: TouristMessage, deps: UseCaseDeps): Promise<TouristTimelineEntry> {
  const owned = await createTrackedRequestsRepository(deps.db).owned(
    input.reference.toUpperCase(),
    input.key,
    deps.userId,
  );
  if (!owned) throw notFound(TRACKING_LINK_MESSAGE);
  return deps.mail.inTransaction(async (tx, queue) => {
    const request = await createDeskRequestRepository(tx).find(owned.uuid);
    if (!request) throw notFound(TRACKING_LINK_MESSAGE);
    const notice = touristMessageNotice(touristAnswerAbout(request, deps), input.body, deps.config.AGENCY_EMAIL);
    const [mailId] = await queue({ ...notice, requestId: request.id });
    const writes = createDeskWritesRepository(tx);
    const { at } = await writes.addEvent({
      requestId: request.id,
      kind: 'tourist_message',
      staffId: null,
      text: input.body,
      visibleToTourist: true,
      mailId: mailId ?? null,
    });
    // The inbox's "updated" column shows the request moved, without a new version.
    await writes.touch(request.id);
    return { at: at.toISOString(), kind: 'tourist_message', text: input.body, status: null, words: input.body };
  });
}
