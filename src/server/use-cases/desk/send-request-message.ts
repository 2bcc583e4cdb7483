import type { TimelineEntry } from '#domain/api/requests-desk.js';
import type { RequestMessageInput } from '#domain/schemas/admin-requests.js';
import { REQUEST_NOT_FOUND_MESSAGE } from '#domain/schemas/messages.js';
import { notFound } from '#server/lib/http-error.js';
import { isUuid } from '#server/lib/uuid.js';
import { createDeskRequestRepository } from '#server/repositories/desk-request-repository.js';
import { createDeskWritesRepository } from '#server/repositories/desk-writes-repository.js';
import { createStaffRepository } from '#server/repositories/staff-repository.js';
import { recordStaffWrite } from '#server/use-cases/audit-trail.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';
import { AGENCY_SIGNATURE, DESK_AUDIT_ACTIONS, requestTarget } from './desk-audit.js';
import { composeMessageMail } from './desk-mails.js';
import { eventEntry } from './desk-timeline.js';

/**
 * A staff member writes to the tourist: the e-mail goes through the outbox with the event that records
 * it, so the timeline shows the message with its delivery state. It changes no version.
 */
export async function sendRequestMessage(
  input: RequestMessageInput & { uuid: string },
  deps: UseCaseDeps,
): Promise<TimelineEntry> {
  if (!isUuid(input.uuid)) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  return deps.mail.inTransaction(async (tx, queue) => {
    const request = await createDeskRequestRepository(tx).find(input.uuid);
    if (!request) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
    const writes = createDeskWritesRepository(tx);
    const staffRepo = createStaffRepository(tx);
    const author = deps.staffId ? await staffRepo.byId(deps.staffId) : null;
    const mail = await composeMessageMail(tx, deps, {
      request,
      subject: input.subject ?? null,
      body: input.body,
      agentName: author?.name ?? AGENCY_SIGNATURE,
    });
    const [mailId] = await queue(mail);
    const { at } = await writes.addEvent({
      requestId: request.id,
      kind: 'message',
      staffId: deps.staffId ?? null,
      text: input.body,
      visibleToTourist: true,
      mailId: mailId ?? null,
    });
    await writes.touch(request.id);
    await recordStaffWrite(tx, deps, {
      action: DESK_AUDIT_ACTIONS.message,
      target: requestTarget(request.uuid),
      after: { subject: mail.subject, body: input.body },
    });
    return eventEntry({
      at,
      kind: 'message',
      actor: author?.name ?? null,
      fromStatus: null,
      toStatus: null,
      text: input.body,
      visibleToTourist: true,
      mail: { at, to: mail.to, subject: mail.subject, delivery: 'pending' },
    });
  });
}
