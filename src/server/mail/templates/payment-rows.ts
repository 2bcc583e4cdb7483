import { formatDecimal, formatDecimalIn } from '#domain/currency/format-number.js';
import type { SentCurrency } from '#domain/currency/sent-currency.js';
import { shownAmount, type ShownAmount } from '#domain/currency/shown-price.js';
import { DEFAULT_LOCALE, type Locale } from '#domain/i18n/locales.js';
import {
  BALANCE_DUE_DAYS_BEFORE_DEPARTURE,
  DEPOSIT_PERCENT,
  PAY_IN_FULL_WITHIN_DAYS,
  type PaymentSchedule,
} from '#domain/requests/payment-schedule.js';
import { english, type Translate } from '#server/i18n/translate.js';
import { mailDate, sentAmount, sentLine } from './booking-format.js';

// The payment schedule in words, the same in the confirmation e-mail and the confirmation PDF, in the words of
// `t` and the forms of `locale` (the tourist's language; English by default).

/**
 * '$1,264.50 (USD)': an amount to transfer reads to the cent. The site's price rule (`usd`) drops
 * cents over $100, which would hide part of what the tourist owes. '1.264,50 $ (USD)' in German.
 */
export function amountDue(amount: number, locale: Locale = DEFAULT_LOCALE): string {
  const cents = Math.round(amount * 100);
  const fractionDigits = cents % 100 === 0 ? 0 : 2;
  if (locale !== DEFAULT_LOCALE) {
    const { negative, digits } = formatDecimalIn(locale, amount, fractionDigits);
    return `${negative ? '-' : ''}${digits}\u00A0$ (USD)`;
  }
  const { negative, digits } = formatDecimal(amount, { fractionDigits, grouping: true });
  return `${negative ? '-' : ''}$${digits} (USD)`;
}

/**
 * An amount to pay about a request (a quote, a confirmed total): to the cent in USD ('$3,999.50 (USD)'), and for a
 * request sent in another currency that figure at the request's rate first ('3.680 € · 3.999,50 $, …'): `shown`
 * when the amount is the request's own total as the tourist was shown it (shown-price.ts `shownRequestTotal`),
 * else the USD converted once (a quote).
 */
export function dueInSentCurrency(
  usdAmount: number,
  sent: SentCurrency | undefined,
  t: Translate,
  locale: Locale,
  shown?: ShownAmount,
): string {
  if (!sent || sent.code === 'USD') return amountDue(usdAmount, locale);
  return sentAmount(shown ?? shownAmount(usdAmount, sent), usdAmount, sent, t, locale, true);
}

/** The tourist's language: its words and its forms of dates and amounts. */
export interface Wording {
  t: Translate;
  locale: Locale;
}

const ENGLISH: Wording = { t: english, locale: DEFAULT_LOCALE };

const day = (isoDate: string, locale: Locale) => mailDate(isoDate, locale) ?? isoDate;

/** Label → value rows: 'Deposit (30%)' → '$1,260 (USD), due by 8 March 2027'. */
export function paymentRows(schedule: PaymentSchedule, { t, locale }: Wording = ENGLISH): [string, string][] {
  const { deposit, balance } = schedule;
  const due = (amount: number, isoDate: string) =>
    t('{amount}, due by {date}', { amount: amountDue(amount, locale), date: day(isoDate, locale) });
  if (schedule.payInFull || !balance) return [[t('Full payment'), due(deposit.amount, deposit.dueOn)]];
  return [
    [t('Deposit ({percent}%)', { percent: DEPOSIT_PERCENT }), due(deposit.amount, deposit.dueOn)],
    [
      t('Balance ({percent}%)', { percent: 100 - DEPOSIT_PERCENT }),
      balance.dueOn
        ? due(balance.amount, balance.dueOn)
        : t('{amount}, due {days} days before departure', {
            amount: amountDue(balance.amount, locale),
            days: BALANCE_DUE_DAYS_BEFORE_DEPARTURE,
          }),
    ],
  ];
}

/** The schedule as sentences a tourist can act on. */
export function paymentSentences(schedule: PaymentSchedule, { t, locale }: Wording = ENGLISH): string[] {
  const { deposit, balance } = schedule;
  const depositDue = day(deposit.dueOn, locale);
  if (schedule.payInFull || !balance) {
    return [
      t('As your trip starts within {days} days, we ask for the whole price in one payment: {amount} by {date}.', {
        days: PAY_IN_FULL_WITHIN_DAYS,
        amount: amountDue(deposit.amount, locale),
        date: depositDue,
      }),
    ];
  }
  const days = BALANCE_DUE_DAYS_BEFORE_DEPARTURE;
  const amount = amountDue(balance.amount, locale);
  return [
    t('To secure your booking, please pay the {percent}% deposit of {amount} by {date}.', {
      percent: DEPOSIT_PERCENT,
      amount: amountDue(deposit.amount, locale),
      date: depositDue,
    }),
    balance.dueOn
      ? t('The balance of {amount} is due by {date}, {days} days before departure.', {
          amount,
          date: day(balance.dueOn, locale),
          days,
        })
      : t(
          'The balance of {amount} is due {days} days before departure (we will give you the date once your start date is set).',
          { amount, days },
        ),
  ];
}

/** A priced line of a request as a document writes it: its USD total for its guests, in the sent currency too. */
export const dueForLine = (
  line: { price: number; guests: number },
  sent: SentCurrency | undefined,
  t: Translate,
  locale: Locale,
): string =>
  sent && sent.code !== 'USD'
    ? sentLine(line.price, line.guests, sent, t, locale, true).text
    : amountDue(line.price, locale);
