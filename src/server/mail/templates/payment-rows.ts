import { formatDecimal } from '#domain/currency/format-number.js';
import {
  BALANCE_DUE_DAYS_BEFORE_DEPARTURE,
  DEPOSIT_PERCENT,
  PAY_IN_FULL_WITHIN_DAYS,
  type PaymentSchedule,
} from '#domain/requests/payment-schedule.js';
import { mailDate } from './booking-format.js';

// The payment schedule in words, the same in the confirmation e-mail and the confirmation PDF.

/**
 * '$1,264.50 (USD)': an amount to transfer reads to the cent. The site's price rule (`usd`) drops
 * cents over $100, which would hide part of what the tourist owes.
 */
export function amountDue(amount: number): string {
  const cents = Math.round(amount * 100);
  const { negative, digits } = formatDecimal(amount, { fractionDigits: cents % 100 === 0 ? 0 : 2, grouping: true });
  return `${negative ? '-' : ''}$${digits} (USD)`;
}

const by = (isoDate: string) => `due by ${mailDate(isoDate) ?? isoDate}`;
const BALANCE_WITHOUT_DATE = `due ${BALANCE_DUE_DAYS_BEFORE_DEPARTURE} days before departure`;

/** Label → value rows: 'Deposit (30%)' → '$1,260 (USD), due by 8 March 2027'. */
export function paymentRows(schedule: PaymentSchedule): [string, string][] {
  const { deposit, balance } = schedule;
  if (schedule.payInFull || !balance) return [['Full payment', `${amountDue(deposit.amount)}, ${by(deposit.dueOn)}`]];
  return [
    [`Deposit (${DEPOSIT_PERCENT}%)`, `${amountDue(deposit.amount)}, ${by(deposit.dueOn)}`],
    [
      `Balance (${100 - DEPOSIT_PERCENT}%)`,
      `${amountDue(balance.amount)}, ${balance.dueOn ? by(balance.dueOn) : BALANCE_WITHOUT_DATE}`,
    ],
  ];
}

/** The schedule as sentences a tourist can act on. */
export function paymentSentences(schedule: PaymentSchedule): string[] {
  const { deposit, balance } = schedule;
  const depositDue = mailDate(deposit.dueOn) ?? deposit.dueOn;
  if (schedule.payInFull || !balance) {
    return [
      `As your trip starts within ${PAY_IN_FULL_WITHIN_DAYS} days, we ask for the whole price in one payment: ${amountDue(deposit.amount)} by ${depositDue}.`,
    ];
  }
  const balanceWhen = balance.dueOn
    ? `by ${mailDate(balance.dueOn) ?? balance.dueOn}, ${BALANCE_DUE_DAYS_BEFORE_DEPARTURE} days before departure`
    : `${BALANCE_DUE_DAYS_BEFORE_DEPARTURE} days before departure (we will give you the date once your start date is set)`;
  return [
    `To secure your booking, please pay the ${DEPOSIT_PERCENT}% deposit of ${amountDue(deposit.amount)} by ${depositDue}.`,
    `The balance of ${amountDue(balance.amount)} is due ${balanceWhen}.`,
  ];
}
