import type { TimelineEntry } from '#domain/api/requests-desk.js';
import type { RequestNoteInput } from '#domain/schemas/admin-requests.js';
import { REQUEST_NOT_FOUND_MESSAGE } from '#domain/schemas/messages.js';
import { notFound } from '#server/lib/http-error.js';
import { isUuid } from '#server/lib/uuid.js';
import { createDeskRequestRepository } from '#server/repositories/desk-request-repository.js';
import { createDeskWritesRepository } from '#server/repositories/desk-writes-repository.js';
import { createStaffRepository } from '#server/repositories/staff-repository.js';
import { recordStaffWrite } from '#server/use-cases/audit-trail.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';
import { DESK_AUDIT_ACTIONS, requestTarget } from './desk-audit.js';
import { eventEntry } from './desk-timeline.js';

/**
 * A staff member writes an internal note on a request: never shown to the tourist. A note changes no
 * version, so a colleague's status change made meanwhile is not refused as stale.
 */
export async function addRequestNote(
  input: RequestNoteInput & { uuid: string },
  deps: UseCaseDeps,
): Promise<TimelineEntry> {
  if (!isUuid(input.uuid)) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  return deps.db.transaction(async (tx) => {
    const request = await createDeskRequestRepository(tx).find(input.uuid);
    if (!request) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
    const writes = createDeskWritesRepository(tx);
    const staffRepo = createStaffRepository(tx);
    const author = deps.staffId ? await staffRepo.byId(deps.staffId) : null;
    const { at } = await writes.addEvent({
      requestId: request.id,
      kind: 'note',
      staffId: deps.staffId ?? null,
      text: input.text,
      visibleToTourist: false,
    });
    await writes.touch(request.id);
    await recordStaffWrite(tx, deps, {
      action: DESK_AUDIT_ACTIONS.note,
      target: requestTarget(request.uuid),
      after: { text: input.text },
    });
    return eventEntry({
      at,
      kind: 'note',
      actor: author?.name ?? null,
      fromStatus: null,
      toStatus: null,
      text: input.text,
      visibleToTourist: false,
      mail: null,
    });
  });
}
