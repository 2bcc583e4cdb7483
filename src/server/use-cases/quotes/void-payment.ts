import type { PaymentEntry } from '#domain/api/quotes.js';
import { notFound } from '#server/lib/http-error.js';
import { isUuid } from '#server/lib/uuid.js';
import { createDeskWritesRepository } from '#server/repositories/desk-writes-repository.js';
import { createPaymentsRepository } from '#server/repositories/payments-repository.js';
import { requestUuidOf } from '#server/repositories/scheduled-jobs-repository.js';
import { replanRequest } from '#server/scheduler/plan-request.js';
import { recordStaffWrite } from '#server/use-cases/audit-trail.js';
import { DESK_AUDIT_ACTIONS } from '#server/use-cases/desk/desk-audit.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';

const NOT_FOUND = 'There is no such payment.';

/**
 * An owner voids a ledger entry recorded by mistake, saying why: it stays on the request, marked, and the balance no
 * longer counts it. Voiding a voided entry changes nothing.
 */
export async function voidPayment(input: { uuid: string; reason: string }, deps: UseCaseDeps): Promise<PaymentEntry> {
  if (!isUuid(input.uuid)) throw notFound(NOT_FOUND);
  return deps.db.transaction(async (tx) => {
    const ledger = createPaymentsRepository(tx);
    const entry = await ledger.byUuid(input.uuid, { lock: true });
    if (!entry) throw notFound(NOT_FOUND);
    if (entry.voidedAt === null) {
      await ledger.void(entry.id, deps.staffId ?? null, input.reason);
      await createDeskWritesRepository(tx).addEvent({
        requestId: entry.requestId,
        kind: 'note',
        staffId: deps.staffId ?? null,
        text: `Entry ${entry.number} (${entry.amount} ${entry.currency}, reference ${entry.reference}) voided: ${input.reason}`,
        visibleToTourist: false,
      });
      await recordStaffWrite(tx, deps, {
        action: DESK_AUDIT_ACTIONS.paymentVoid,
        target: `payment:${entry.uuid}`,
        before: { voided_at: null },
        after: { voided: true, reason: input.reason },
      });
      // An instalment unpaid again has its reminders back.
      const requestUuid = await requestUuidOf(tx, entry.requestId);
      if (requestUuid) await replanRequest(tx, requestUuid, deps.now?.() ?? new Date());
    }
    const after = (await ledger.byUuid(input.uuid))!;
    return {
      uuid: after.uuid,
      number: after.number,
      kind: after.kind,
      method: after.method,
      amount: after.amount,
      currency: after.currency,
      amount_usd: after.amountUsd,
      reference: after.reference,
      received_on: after.receivedOn,
      recorded_by: after.recordedBy,
      voided_at: after.voidedAt?.toISOString() ?? null,
      void_reason: after.voidReason,
    };
  });
}
