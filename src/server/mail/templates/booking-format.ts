import { parseCalendarDate } from '#domain/dates/calendar-date.js';
import { displayDate } from '#domain/dates/display-date.js';
import { formatMoney } from '#domain/currency/format-price.js';
import { amountInSentCurrency, type SentCurrency } from '#domain/currency/sent-currency.js';
import { shownLine, type ShownAmount } from '#domain/currency/shown-price.js';
import { DEFAULT_LOCALE, type Locale } from '#domain/i18n/locales.js';
import { msg } from '#domain/i18n/msg.js';
import { english, type Translate } from '#server/i18n/translate.js';

// Small formatters shared by the inquiry and booking e-mails. English keeps its own forms ('10 August 2027',
// '$3,042 (USD)'); another language writes dates and amounts as Intl does for it ('10. August 2027', '3.042 $').

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

const LONG: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
const WITH_WEEKDAY: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
};

const inLocale = (
  locale: Locale,
  options: Intl.DateTimeFormatOptions,
  day: { year: number; month: number; day: number },
) => new Intl.DateTimeFormat(locale, options).format(Date.UTC(day.year, day.month - 1, day.day));

/** '2027-08-10' → '10 August 2027'; read field by field, so the day is the same in every time zone. */
export function mailDate(isoDate: string | null | undefined, locale: Locale = DEFAULT_LOCALE): string | null {
  const date = isoDate ? parseCalendarDate(isoDate) : null;
  if (!date) return null;
  return locale === DEFAULT_LOCALE
    ? `${date.day} ${MONTHS[date.month - 1]} ${date.year}`
    : inLocale(locale, LONG, date);
}

/** '2026-12-12' → 'Sat, 12 Dec 2026' (the site's form), 'Sa., 12. Dez. 2026' in German. */
export function mailDay(isoDate: string, locale: Locale = DEFAULT_LOCALE): string {
  const date = parseCalendarDate(isoDate);
  return locale === DEFAULT_LOCALE || !date ? displayDate(isoDate) : inLocale(locale, WITH_WEEKDAY, date);
}

const USD_ONLY = [{ code: 'USD', symbol: '$', rate: 1 }];

/** '$1,500', '1.500 $' in German: an amount whose currency the sentence around it already makes plain. */
export const dollars = (amount: number, locale: Locale = DEFAULT_LOCALE): string =>
  formatMoney(amount, 'USD', USD_ONLY, locale);

export const usd = (amount: number, locale: Locale = DEFAULT_LOCALE): string => `${dollars(amount, locale)} (USD)`;

/** The agency settles in USD: its figure beside the tourist's, and the rate between them. */
export const AMOUNT_WITH_USD = msg('{amount} · {usd}, at 1 USD = {rate} on {date}');

/**
 * A priced line's USD total for its guests as a request's e-mails write it: in the currency it was sent in, the
 * shown price per person times the guests, beside the USD the agency settles in ('5.740 € · 6.240,10 $, at 1 USD =
 * 0,92 € on 28. November 2026'); '$6,240.10 (USD)' for a request sent in USD.
 */
export function sentLine(
  totalUsd: number,
  guests: number,
  sent: SentCurrency | undefined,
  t: Translate,
  locale: Locale,
  toTheCent = false,
): { text: string; shown: ShownAmount } {
  const shown = shownLine(totalUsd, guests, sent);
  return { text: sentAmount(shown, totalUsd, sent, t, locale, toTheCent), shown };
}

/** A shown amount in the currency a request was sent in beside its USD; the USD alone for a request in USD. */
export function sentAmount(
  shown: ShownAmount,
  usdAmount: number,
  sent: SentCurrency | undefined,
  t: Translate,
  locale: Locale,
  toTheCent = false,
): string {
  if (!sent || sent.code === 'USD') return usd(usdAmount, locale);
  const phrase = (values: Record<string, string>) => t(AMOUNT_WITH_USD, values);
  const day = (isoDate: string) => mailDate(isoDate, locale) ?? isoDate;
  return amountInSentCurrency(shown, usdAmount, sent, phrase, locale, day, toTheCent);
}

export const guests = (count: number, t: Translate = english): string =>
  t('{count, plural, one {# guest} other {# guests}}', { count });

/** Header-safe text for a subject: a name with a line break in it stays on one line. */
export const oneLine = (value: string): string => value.replace(/\s+/g, ' ').trim();

/** The promise every confirmation makes: the agency replies within 24 hours. */
export const REPLY_PROMISE = msg('Our team will reply within 24 hours.');

/** What a booking's and a cart's confirmation say of payment, while it is not online. */
export const NOTHING_CHARGED = msg(
  'Nothing has been charged. Online payment is coming soon; until then we send payment details with the confirmation.',
);

/** The label of every mail's link to the tourist's private page about their request. */
export const FOLLOW_YOUR_REQUEST = msg('Follow your request');

/** A season's name as a mail shows it ('High' → 'High season'). */
const SEASON_NAMES: Readonly<Record<string, string>> = { High: msg('High season'), Low: msg('Low season') };

/** 'High' → 'High season', in the words of `t`. */
export const seasonName = (season: string, t: Translate = english): string =>
  SEASON_NAMES[season] ? t(SEASON_NAMES[season]) : `${season} season`;

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
