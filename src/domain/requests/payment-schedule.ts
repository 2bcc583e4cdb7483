import { addDays, parseCalendarDate } from '../dates/calendar-date.js';

// One payment rule, quoted by the Terms page, the confirmation e-mail and the confirmation PDF.
// The balance falls due on the last day the cancellation policy still refunds the deposit in full
// (60 days out), so a traveller never owes the balance while they could still walk away cheaply.

export const DEPOSIT_PERCENT = 30;
export const DEPOSIT_DUE_DAYS_AFTER_CONFIRMATION = 7;
export const BALANCE_DUE_DAYS_BEFORE_DEPARTURE = 60;
/** Departing this many days after confirmation or sooner, the balance would fall due with the deposit: one payment. */
export const PAY_IN_FULL_WITHIN_DAYS = BALANCE_DUE_DAYS_BEFORE_DEPARTURE + DEPOSIT_DUE_DAYS_AFTER_CONFIRMATION;

export interface PaymentScheduleInput {
  /** USD */
  price: number;
  /** YYYY-MM-DD, the day the agency confirmed the booking */
  confirmedOn: string;
  /** YYYY-MM-DD; null when the request has no start date yet */
  startDate: string | null;
}

export interface PaymentSchedule {
  /** when `payInFull`, the whole price */
  deposit: { amount: number; dueOn: string };
  /** null when paying in full; `dueOn` null when there is no start date to count back from */
  balance: { amount: number; dueOn: string | null } | null;
  payInFull: boolean;
}

const cents = (usd: number): number => Math.round(usd * 100);

export function paymentSchedule({ price, confirmedOn, startDate }: PaymentScheduleInput): PaymentSchedule {
  if (!Number.isFinite(price) || price < 0) throw new RangeError(`Cannot schedule a price of ${price}`);
  if (startDate !== null && !parseCalendarDate(startDate)) throw new RangeError(`Not a calendar date: '${startDate}'`);
  const total = cents(price);
  const depositDue = addDays(confirmedOn, DEPOSIT_DUE_DAYS_AFTER_CONFIRMATION);
  const balanceDue = startDate === null ? null : addDays(startDate, -BALANCE_DUE_DAYS_BEFORE_DEPARTURE);

  // ISO dates compare as strings. A balance due on or before the deposit's day makes one payment.
  if (startDate !== null && balanceDue !== null && balanceDue <= depositDue) {
    // Departing within the week: the money is due by departure, never after it (nor before confirmation).
    const dueOn = startDate >= depositDue ? depositDue : startDate < confirmedOn ? confirmedOn : startDate;
    return { deposit: { amount: total / 100, dueOn }, balance: null, payInFull: true };
  }
  // Whole cents: the deposit is rounded, the balance takes the rest, so the two add up to the price.
  const deposit = Math.round((total * DEPOSIT_PERCENT) / 100);
  return {
    deposit: { amount: deposit / 100, dueOn: depositDue },
    balance: { amount: (total - deposit) / 100, dueOn: balanceDue },
    payInFull: false,
  };
}
