import type { RequestPaymentsAnswer } from '#domain/api/quotes.js';
import { requestPayments } from '#domain/payments/ledger.js';
import { paymentSchedule } from '#domain/requests/payment-schedule.js';
import type { PaymentRecord } from '#server/repositories/payments-repository.js';

export interface ScheduledRequest {
  /** USD: the accepted quote's total (kept as the quoted price), else the price when sent */
  total: number | null;
  confirmedOn: string | null;
  startDate: string | null;
}

/**
 * A confirmed request's money on `today`: the schedule from its total, confirmation day and start date, read against
 * the ledger (src/domain/payments/ledger.ts). Null for a request that is not confirmed or has no price.
 * `forTourist` leaves out who recorded each entry and why one was voided.
 */
export function requestMoney(
  request: ScheduledRequest,
  entries: readonly PaymentRecord[],
  today: string,
  { forTourist = false } = {},
): RequestPaymentsAnswer | null {
  if (request.total === null || request.confirmedOn === null) return null;
  const schedule = paymentSchedule({
    price: request.total,
    confirmedOn: request.confirmedOn,
    startDate: request.startDate,
  });
  const figures = requestPayments(
    request.total,
    schedule,
    entries.map((e) => ({ kind: e.kind, amountUsd: e.amountUsd, voided: e.voidedAt !== null })),
    today,
  );
  return {
    currency: 'USD',
    total: figures.total,
    paid: figures.paid,
    balance: figures.balance,
    schedule: figures.schedule.map((i) => ({
      kind: i.kind,
      amount: i.amount,
      due_date: i.dueDate,
      status: i.status,
      outstanding: i.outstanding,
    })),
    entries: entries.map((e) => ({
      uuid: e.uuid,
      number: e.number,
      kind: e.kind,
      method: e.method,
      amount: e.amount,
      currency: e.currency,
      amount_usd: e.amountUsd,
      reference: e.reference,
      received_on: e.receivedOn,
      voided_at: e.voidedAt?.toISOString() ?? null,
      ...(forTourist ? {} : { recorded_by: e.recordedBy, void_reason: e.voidReason }),
    })),
  };
}
