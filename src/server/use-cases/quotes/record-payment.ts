import type { PaymentEntry, RequestPaymentsAnswer } from '#domain/api/quotes.js';
import { refundRefusal, STATUSES_WITH_MONEY, usdValue } from '#domain/payments/ledger.js';
import {
  PAYMENT_CURRENCY_MESSAGE,
  PAYMENT_RECEIVED_ON_MESSAGE,
  type PaymentInput,
} from '#domain/schemas/admin-quotes.js';
import { REQUEST_NOT_FOUND_MESSAGE } from '#domain/schemas/messages.js';
import type { Transaction } from '#server/db/client.js';
import type { OutgoingMail } from '#server/mail/mail-queue.js';
import { paymentReceiptMail } from '#server/mail/templates/payment-receipt.js';
import { HttpError, notFound, validationError } from '#server/lib/http-error.js';
import { isUuid } from '#server/lib/uuid.js';
import { agencyDetailsFromEnv } from '#server/pdf/agency-details.js';
import { receiptAttachment, receiptPdf } from '#server/pdf/receipt-pdf.js';
import { createDeskRequestRepository, type DeskRequestRecord } from '#server/repositories/desk-request-repository.js';
import { createDeskWritesRepository } from '#server/repositories/desk-writes-repository.js';
import { createExchangeRatesRepository } from '#server/repositories/exchange-rates-repository.js';
import { createPaymentsRepository, type PaymentRecord } from '#server/repositories/payments-repository.js';
import { createReferenceRepository } from '#server/repositories/reference-repository.js';
import { createRequestsRepository } from '#server/repositories/requests-repository.js';
import { toSentCurrency } from '#server/repositories/sent-in-columns.js';
import { createStaffRepository } from '#server/repositories/staff-repository.js';
import { recordStaffWrite } from '#server/use-cases/audit-trail.js';
import { AGENCY_SIGNATURE, DESK_AUDIT_ACTIONS, requestTarget } from '#server/use-cases/desk/desk-audit.js';
import { customerName } from '#server/use-cases/desk/desk-rows.js';
import { agencyToday, type UseCaseDeps } from '#server/use-cases/use-case.js';
import { replanRequest } from '#server/scheduler/plan-request.js';
import { moneyOf } from '#server/repositories/money-of.js';
import { requestMoney } from '#server/repositories/request-money.js';

export const DOUBLE_ENTRY_MESSAGE =
  'This payment is already recorded: the same method and reference are on this request.';

export interface RecordedPayment {
  entry: PaymentEntry;
  payments: RequestPaymentsAnswer | null;
}

/**
 * An agent records money that arrived (or was paid back) for a confirmed request: in any enabled currency, with its
 * USD value (given, or at the site's rate in force), the bank's or mobile-money reference (twice is a double entry:
 * 409) and the day it arrived. The tourist gets a numbered receipt with what is left to pay.
 */
export async function recordPayment(
  input: PaymentInput & { uuid: string },
  deps: UseCaseDeps,
): Promise<RecordedPayment> {
  if (!isUuid(input.uuid)) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  const today = agencyToday(deps);
  if (input.received_on > today) throw validationError({ received_on: [PAYMENT_RECEIVED_ON_MESSAGE] });
  return deps.mail.inTransaction(async (tx, queue) => {
    const request = await createDeskRequestRepository(tx).findForUpdate(input.uuid);
    if (!request) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
    if (!STATUSES_WITH_MONEY.includes(request.status)) {
      throw validationError({ status: ['Payments are recorded on confirmed, completed or cancelled requests only.'] });
    }
    const rate = await createExchangeRatesRepository(tx).offeredRate(input.currency);
    if (!rate) throw validationError({ currency: [PAYMENT_CURRENCY_MESSAGE] });
    const amountUsd = input.amount_usd ?? (rate.code === 'USD' ? input.amount : usdValue(input.amount, rate.rate));

    const ledger = createPaymentsRepository(tx);
    const reference = input.reference.trim();
    if (await ledger.isDoubleEntry(request.id, input.method, reference)) throw new HttpError(409, DOUBLE_ENTRY_MESSAGE);
    const before = await ledger.forRequest(request.id);
    if (input.kind === 'refund') {
      const refusal = refundRefusal(toLedger(before), amountUsd);
      if (refusal) throw validationError({ amount: [refusal] });
    }
    const recorded = await ledger.record({
      requestId: request.id,
      kind: input.kind,
      method: input.method,
      amount: input.amount,
      currency: rate.code,
      amountUsd,
      reference,
      receivedOn: input.received_on,
      staffId: deps.staffId ?? null,
    });
    const entries = await ledger.forRequest(request.id);
    const entry = entries.find((e) => e.uuid === recorded.uuid)!;
    const money = requestMoney(moneyOf(request), entries, today);

    const author = deps.staffId ? await createStaffRepository(tx).byId(deps.staffId) : null;
    const mail = money
      ? await composeReceiptMail(tx, deps, request, entry, money, author?.name ?? AGENCY_SIGNATURE)
      : null;
    const [mailId] = mail ? await queue(mail) : [];
    const writes = createDeskWritesRepository(tx);
    await writes.addEvent({
      requestId: request.id,
      kind: 'note',
      staffId: deps.staffId ?? null,
      text: `${input.kind === 'refund' ? 'Refund' : 'Payment'} ${receiptNumber(request.reference, entry.number)}: ${entry.amount} ${entry.currency} (${entry.amountUsd} USD) by ${entry.method.replace('_', ' ')}, reference ${entry.reference}.`,
      visibleToTourist: false,
      mailId: mailId ?? null,
    });
    await writes.touch(request.id);
    // A paid instalment's reminders are skipped.
    await replanRequest(tx, request.uuid, deps.now?.() ?? new Date());
    await recordStaffWrite(tx, deps, {
      action: DESK_AUDIT_ACTIONS.payment,
      target: requestTarget(request.uuid),
      before: null,
      after: {
        entry: entry.uuid,
        kind: entry.kind,
        amount: entry.amount,
        currency: entry.currency,
        amount_usd: amountUsd,
      },
    });
    return { entry: money!.entries.find((e) => e.uuid === entry.uuid)!, payments: money };
  });
}

const toLedger = (entries: readonly PaymentRecord[]) =>
  entries.map((e) => ({ kind: e.kind, amountUsd: e.amountUsd, voided: e.voidedAt !== null }));

/** 'TZ-7K3M9Q-R2': the request's reference and the entry's number. */
export const receiptNumber = (reference: string, number: number) => `${reference}-R${number}`;

async function composeReceiptMail(
  tx: Transaction,
  deps: UseCaseDeps,
  request: DeskRequestRecord,
  entry: PaymentRecord,
  money: RequestPaymentsAnswer,
  agentName: string,
): Promise<OutgoingMail> {
  const trackingUrl = await createRequestsRepository(tx).issueTrackingLink(request, deps.config.PUBLIC_URL);
  const currencies = await createReferenceRepository(tx).currencies();
  const sent = toSentCurrency(request);
  const number = receiptNumber(request.reference, entry.number);
  const receiptEntry = {
    kind: entry.kind,
    method: entry.method,
    amount: entry.amount,
    currency: entry.currency,
    amountUsd: entry.amountUsd,
    reference: entry.reference,
    receivedOn: entry.receivedOn,
  };
  const schedule = money.schedule.map((i) => ({
    kind: i.kind,
    amount: i.amount,
    dueDate: i.due_date,
    status: i.status,
    outstanding: i.outstanding,
  }));
  const pdf = await receiptPdf({
    receiptNumber: number,
    issuedOn: agencyToday(deps),
    reference: request.reference,
    customer: { name: customerName(request), email: request.email },
    entry: receiptEntry,
    total: money.total,
    paid: money.paid,
    balance: money.balance,
    schedule,
    ...agencyDetailsFromEnv(deps.config),
    currencies,
    locale: request.locale,
    sent,
  });
  const mail = paymentReceiptMail(
    {
      to: request.email,
      firstName: request.firstName,
      reference: request.reference,
      receiptNumber: number,
      entry: receiptEntry,
      paid: money.paid,
      balance: money.balance,
      schedule,
      agentName,
      trackingUrl,
      receiptAttached: true,
      currencies,
      locale: request.locale,
      sent,
    },
    deps.config.AGENCY_EMAIL,
  );
  return { ...mail, requestId: request.id, attachments: [receiptAttachment(number, pdf)] };
}
