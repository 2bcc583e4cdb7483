import { parseCalendarDate } from '#domain/dates/calendar-date.js';
import { formatMoney } from '#domain/currency/format-price.js';

// Small formatters shared by the inquiry and booking e-mails.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2027-08-10' → '10 August 2027'; read field by field, so the day is the same in every time zone. */
export function mailDate(isoDate: string | null | undefined): string | null {
  const date = isoDate ? parseCalendarDate(isoDate) : null;
  return date ? `${date.day} ${MONTHS[date.month - 1]} ${date.year}` : null;
}

export const usd = (amount: number): string =>
  `${formatMoney(amount, 'USD', [{ code: 'USD', symbol: '$', rate: 1 }])} (USD)`;

export const guests = (count: number): string => `${count} ${count === 1 ? 'guest' : 'guests'}`;

/** Header-safe text for a subject: a name with a line break in it stays on one line. */
export const oneLine = (value: string): string => value.replace(/\s+/g, ' ').trim();

/** The promise every confirmation makes: the agency replies within 24 hours. */
export const REPLY_PROMISE = 'Our team will reply within 24 hours.';

export interface MailCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  gender: string;
}

/** The agency's rows about who asked: the same in a booking and a destination inquiry. */
export function customerDetails(
  customer: MailCustomer,
  note: string | null,
  signedIn: boolean,
): [string, string | null][] {
  return [
    ['Name', `${customer.firstName} ${customer.lastName}`],
    ['E-mail', customer.email],
    ['Phone', customer.phone],
    ['Country', customer.country],
    ['Gender', customer.gender],
    ['Note', note],
    ['Account', signedIn ? 'signed in (shown in their dashboard)' : 'visitor'],
  ];
}

/**
 * The confirmation's greeting: by first name only when it goes to the signed-in account's own address.
 * To an address anyone may have typed, a name is text a stranger chose, so it is left out.
 */
export const greeting = (firstName: string, ownAddress: boolean): string =>
  ownAddress ? `Jambo ${firstName}` : 'Jambo';

/**
 * A confirmation's row quoting what the visitor wrote (a note, a message): kept only for the signed-in
 * account's own address (use-cases/requests/request-mails.ts `isOwnAddress`), left out otherwise.
 */
export const visitorText = (label: string, value: string | null, ownAddress: boolean): [string, string | null] => [
  label,
  ownAddress ? value : null,
];
