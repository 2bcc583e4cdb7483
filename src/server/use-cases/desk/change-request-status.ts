import type { DeskRequest } from '#domain/api/requests-desk.js';
import { canMoveRequest, STAFF_STATUS_LABELS } from '#domain/requests/request-status.js';
import type { StatusChangeInput } from '#domain/schemas/admin-requests.js';
import {
  QUOTED_PRICE_MESSAGE,
  REQUEST_MOVE_MESSAGE,
  REQUEST_NOT_FOUND_MESSAGE,
  REQUEST_STALE_MESSAGE,
} from '#domain/schemas/messages.js';
import { notFound, staleVersion, validationError } from '#server/lib/http-error.js';
import { isUuid } from '#server/lib/uuid.js';
import { createDeskRequestRepository } from '#server/repositories/desk-request-repository.js';
import { createDeskWritesRepository } from '#server/repositories/desk-writes-repository.js';
import { createStaffRepository } from '#server/repositories/staff-repository.js';
import { recordStaffWrite } from '#server/use-cases/audit-trail.js';
import { agencyToday, type UseCaseDeps } from '#server/use-cases/use-case.js';
import { AGENCY_SIGNATURE, DESK_AUDIT_ACTIONS, requestTarget } from './desk-audit.js';
import { replanRequest } from '#server/scheduler/plan-request.js';
import { loadDeskRequest } from './load-desk-request.js';
import { composeStatusMail } from './desk-mails.js';

const moveMessage = (from: DeskRequest['status'], to: DeskRequest['status']) =>
  REQUEST_MOVE_MESSAGE.replace('{from}', STAFF_STATUS_LABELS[from]).replace('{to}', STAFF_STATUS_LABELS[to]);

/**
 * A staff member moves a request along the workflow. The row is locked for the transaction, so of two
 * saves from the same version one wins and the other reads 409 with the request as it is now. Quoted,
 * confirmed and cancelled e-mail the tourist (the confirmation with its PDF), in the same transaction.
 */
export async function changeRequestStatus(
  input: StatusChangeInput & { uuid: string },
  deps: UseCaseDeps,
): Promise<DeskRequest> {
  if (!isUuid(input.uuid)) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  return deps.mail.inTransaction(async (tx, queue) => {
    const current = await createDeskRequestRepository(tx).findForUpdate(input.uuid);
    if (!current) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
    if (current.version !== input.version) {
      const now = await loadDeskRequest(tx, input.uuid, deps.now?.(), deps.config);
      throw staleVersion(REQUEST_STALE_MESSAGE, { request: now?.request });
    }
    if (!canMoveRequest(current.status, input.status)) {
      throw validationError({ status: [moveMessage(current.status, input.status)] });
    }
    const price = input.quoted_price ?? current.quotedPrice ?? current.totalPrice;
    // The confirmation states the price and its deposit: a request nobody priced cannot be confirmed.
    if (input.status === 'confirmed' && price === null) throw validationError({ quoted_price: [QUOTED_PRICE_MESSAGE] });

    const writes = createDeskWritesRepository(tx);
    const staffRepo = createStaffRepository(tx);
    const author = deps.staffId ? await staffRepo.byId(deps.staffId) : null;
    await writes.move(current.id, { to: input.status, quotedPrice: input.quoted_price, today: agencyToday(deps) });
    // Confirmed: the reminders and trip mails are planned; cancelled: they are skipped; completed: the review.
    await replanRequest(tx, current.uuid, deps.now?.() ?? new Date());
    const mail = await composeStatusMail(tx, deps, {
      request: current,
      to: input.status,
      message: input.message ?? null,
      price,
      quoted: (input.quoted_price ?? current.quotedPrice) != null,
      agentName: author?.name ?? AGENCY_SIGNATURE,
    });
    const [mailId] = mail ? await queue(mail) : [];
    await writes.addEvent({
      requestId: current.id,
      kind: 'status',
      staffId: deps.staffId ?? null,
      fromStatus: current.status,
      toStatus: input.status,
      text: input.message ?? '',
      visibleToTourist: true,
      mailId: mailId ?? null,
    });
    const after = {
      status: input.status,
      version: current.version + 1,
      quoted_price: input.quoted_price ?? current.quotedPrice,
    };
    await recordStaffWrite(tx, deps, {
      action: DESK_AUDIT_ACTIONS.status,
      target: requestTarget(current.uuid),
      before: { status: current.status, version: current.version, quoted_price: current.quotedPrice },
      after,
    });
    const fresh = await loadDeskRequest(tx, input.uuid, deps.now?.(), deps.config);
    if (!fresh) throw new Error('the request vanished inside its own transaction');
    return fresh.request;
  });
}
