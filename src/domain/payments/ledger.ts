import { addDays } from '../dates/calendar-date.js';
import { fromCents, toCents } from '../pricing/money.js';
import type { PaymentSchedule } from '../requests/payment-schedule.js';
import type { RequestStatus } from '../requests/request-status.js';

/**
 * A request's money after it is confirmed (docs/decisions/033-quotes-and-the-payments-ledger.md): a ledger of
 * payments and refunds that is only ever added to (a mistake is voided, never edited or deleted), kept in USD
 * cents whatever currency the money came in, and the schedule's instalments read against it.
 */
export const PAYMENT_METHODS = ['bank_transfer', 'cash', 'mobile_money', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The statuses money is recorded on: a confirmed trip, a finished one, or a cancelled one being refunded. */
export const STATUSES_WITH_MONEY: readonly RequestStatus[] = ['confirmed', 'completed', 'cancelled'];

export interface LedgerEntry {
  kind: 'payment' | 'refund';
  /** USD, > 0: what the money was worth in dollars when it arrived (or left) */
  amountUsd: number;
  /** voided entries are kept and shown, but no longer count */
  voided: boolean;
}

export type InstalmentKind = 'deposit' | 'balance' | 'full';
export type InstalmentStatus = 'paid' | 'overdue' | 'due';

export interface Instalment {
  kind: InstalmentKind;
  /** USD */
  amount: number;
  /** YYYY-MM-DD; null for a balance whose trip has no start date yet */
  dueDate: string | null;
  status: InstalmentStatus;
  /** USD still to pay of it: the whole amount, part of it when the payments so far reach into it, or 0 */
  outstanding: number;
}

export interface RequestPayments {
  /** USD: the accepted quote's total, or the confirmed price */
  total: number;
  /** USD: payments less refunds, voided entries left out */
  paid: number;
  /** USD: total less paid; below 0 when more was paid than owed */
  balance: number;
  schedule: Instalment[];
}

/** What counts of the ledger, in USD cents: payments less refunds. */
export function paidCents(entries: readonly LedgerEntry[]): number {
  return entries.reduce(
    (sum, entry) => (entry.voided ? sum : sum + (entry.kind === 'refund' ? -1 : 1) * toCents(entry.amountUsd)),
    0,
  );
}

/** The schedule's instalments in order: one `full`, or a `deposit` then a `balance`. */
export function instalmentsOf(schedule: PaymentSchedule): Omit<Instalment, 'status' | 'outstanding'>[] {
  if (schedule.payInFull || !schedule.balance) {
    return [{ kind: 'full', amount: schedule.deposit.amount, dueDate: schedule.deposit.dueOn }];
  }
  return [
    { kind: 'deposit', amount: schedule.deposit.amount, dueDate: schedule.deposit.dueOn },
    { kind: 'balance', amount: schedule.balance.amount, dueDate: schedule.balance.dueOn },
  ];
}

/**
 * Paid, balance and each instalment's state on `today` (YYYY-MM-DD, the agency's calendar): the money paid covers the
 * instalments in order, so an instalment is `paid` once everything due up to and with it is covered; an unpaid one is
 * `overdue` from the day after its due date, `due` until then.
 */
export function requestPayments(
  total: number,
  schedule: PaymentSchedule,
  entries: readonly LedgerEntry[],
  today: string,
): RequestPayments {
  const paid = paidCents(entries);
  let owedSoFar = 0;
  const instalments = instalmentsOf(schedule).map((instalment) => {
    const amount = toCents(instalment.amount);
    owedSoFar += amount;
    const outstanding = Math.min(amount, Math.max(0, owedSoFar - paid));
    const status: InstalmentStatus =
      outstanding === 0 ? 'paid' : instalment.dueDate !== null && today > instalment.dueDate ? 'overdue' : 'due';
    return { ...instalment, status, outstanding: fromCents(outstanding) };
  });
  return { total, paid: fromCents(paid), balance: fromCents(toCents(total) - paid), schedule: instalments };
}

/** Why a refund cannot be recorded: it would give back more than was paid. */
export function refundRefusal(entries: readonly LedgerEntry[], refundUsd: number): string | null {
  return toCents(refundUsd) > paidCents(entries) ? 'A refund cannot be larger than what was paid.' : null;
}

/**
 * An amount in another currency in USD at `rate` (units of that currency per US dollar, as the site's rates are), to
 * the cent: 2,300,000 TZS at 2,600 is $884.62.
 */
export function usdValue(amount: number, rate: number): number {
  if (!Number.isFinite(amount) || !Number.isFinite(rate) || rate <= 0) throw new RangeError('no usable rate');
  return fromCents(Math.round(toCents(amount) / rate));
}

/** The agency's receivables on `today`: what is still unpaid and overdue, and what falls due in the next 30 days (USD). */
export function receivables(
  instalments: readonly Instalment[],
  today: string,
): { overdue: number; dueNext30Days: number } {
  const horizon = addDays(today, 30);
  let overdue = 0;
  let dueSoon = 0;
  for (const instalment of instalments) {
    if (instalment.status === 'overdue') overdue += toCents(instalment.outstanding);
    else if (instalment.status === 'due' && instalment.dueDate !== null && instalment.dueDate <= horizon) {
      dueSoon += toCents(instalment.outstanding);
    }
  }
  return { overdue: fromCents(overdue), dueNext30Days: fromCents(dueSoon) };
}
