import { formatMoney, type CurrencyLike } from '#domain/currency/format-price.js';
import type { SentCurrency } from '#domain/currency/sent-currency.js';
import { addDays } from '#domain/dates/calendar-date.js';
import { msg } from '#domain/i18n/msg.js';
import type { Instalment, PaymentMethod } from '#domain/payments/ledger.js';
import { toCents } from '#domain/pricing/money.js';
import {
  BALANCE_DUE_DAYS_BEFORE_DEPARTURE,
  DEPOSIT_DUE_DAYS_AFTER_CONFIRMATION,
  DEPOSIT_PERCENT,
  PAY_IN_FULL_WITHIN_DAYS,
  paymentSchedule,
} from '#domain/requests/payment-schedule.js';
import { mailDate } from './booking-format.js';
import { amountDue, type Wording } from './payment-rows.js';

// The ledger and a quote's terms in words (docs/decisions/033-quotes-and-the-payments-ledger.md), the same in the
// quote's e-mail and PDF and in the receipt's e-mail and PDF, in the tourist's language.

/** A payment or refund as a receipt tells it. */
export interface ReceiptEntry {
  kind: 'payment' | 'refund';
  method: PaymentMethod;
  /** as received (or paid back), in `currency` */
  amount: number;
  /** its code, e.g. 'TZS' */
  currency: string;
  /** USD, what it was worth when it arrived */
  amountUsd: number;
  /** the bank's or the mobile-money transaction reference; '' when there is none (cash) */
  reference: string;
  /** YYYY-MM-DD */
  receivedOn: string;
}

const METHOD_NAMES: Readonly<Record<PaymentMethod, string>> = {
  bank_transfer: msg('Bank transfer'),
  cash: msg('Cash'),
  mobile_money: msg('Mobile money'),
  card: msg('Card'),
};

export const methodName = (method: PaymentMethod, { t }: Wording): string => t(METHOD_NAMES[method]);

const day = (isoDate: string, { locale }: Wording) => mailDate(isoDate, locale) ?? isoDate;

/**
 * The money as it came, to the cent, beside its USD value: 'TSh 2,300,000 · $884.62 (USD)' ('2.300.000 TSh ·
 * 884,62 $ (USD)' in German); '$1,500 (USD)' for dollars. A currency missing from `currencies` is written with its
 * code: '1200.50 CHF'.
 */
export function receivedAmount(
  entry: Pick<ReceiptEntry, 'amount' | 'currency' | 'amountUsd'>,
  { locale }: Wording,
  currencies: readonly CurrencyLike[] = [],
): string {
  const code = entry.currency.trim().toUpperCase();
  const usd = amountDue(entry.amountUsd, locale);
  if (code === 'USD') return amountDue(entry.amount, locale);
  const digits = toCents(entry.amount) % 100 === 0 ? 0 : 2;
  const known = currencies.some((currency) => currency.code.trim().toUpperCase() === code);
  const asReceived = known
    ? formatMoney(entry.amount, code, currencies, locale, digits)
    : `${formatMoney(entry.amount, code, [{ code, symbol: '', rate: 1 }], locale, digits).trim()} ${code}`;
  return `${asReceived} · ${usd}`;
}

/** The currencies a receipt can name: the site's list if given, and the one the request was sent in. */
export const receiptCurrencies = (
  currencies: readonly CurrencyLike[] | undefined,
  sent: SentCurrency | undefined,
): CurrencyLike[] => [...(currencies ?? []), ...(sent ? [sent] : [])];

/** 'Deposit (30%)', 'Balance (70%)', 'Full payment'. */
export function instalmentName(instalment: Instalment, { t }: Wording): string {
  switch (instalment.kind) {
    case 'deposit':
      return t('Deposit ({percent}%)', { percent: DEPOSIT_PERCENT });
    case 'balance':
      return t('Balance ({percent}%)', { percent: 100 - DEPOSIT_PERCENT });
    case 'full':
      return t('Full payment');
  }
}

/**
 * `amount` (already written) with the instalment's state: '…, paid', '…, due by 8 March 2027', '…, overdue since
 * 9 March 2027' (the day after its due date, when the ledger counts it overdue).
 */
export function instalmentState(instalment: Instalment, amount: string, words: Wording): string {
  const { t } = words;
  if (instalment.status === 'paid') return t('{amount}, paid', { amount });
  if (instalment.dueDate === null) {
    return t('{amount}, due {days} days before departure', { amount, days: BALANCE_DUE_DAYS_BEFORE_DEPARTURE });
  }
  if (instalment.status === 'overdue') {
    return t('{amount}, overdue since {date}', { amount, date: day(addDays(instalment.dueDate, 1), words) });
  }
  return t('{amount}, due by {date}', { amount, date: day(instalment.dueDate, words) });
}

/** Label → value rows of the schedule read against the ledger, in USD to the cent; a part payment says what is left. */
export function instalmentRows(schedule: readonly Instalment[], words: Wording): [string, string][] {
  const { t, locale } = words;
  return schedule.map((instalment) => {
    const state = instalmentState(instalment, amountDue(instalment.amount, locale), words);
    const partly = instalment.status !== 'paid' && toCents(instalment.outstanding) < toCents(instalment.amount);
    const left = partly ? `; ${t('{amount} still to pay', { amount: amountDue(instalment.outstanding, locale) })}` : '';
    return [instalmentName(instalment, words), `${state}${left}`];
  });
}

/** The first instalment not yet paid, or null when all are. */
export const nextInstalment = (schedule: readonly Instalment[]): Instalment | null =>
  schedule.find((instalment) => instalment.status !== 'paid') ?? null;

/**
 * What accepting a quote commits the tourist to, with the amounts of its total (split by payment-schedule.ts, so
 * they are the figures the confirmation will ask for): the deposit within days of accepting, the balance before
 * departure.
 */
export function quotePaymentTerms(total: number, { t, locale }: Wording): string {
  // Without a start date the schedule is a deposit and a balance; the day of acceptance moves dates, not amounts.
  const { deposit, balance } = paymentSchedule({ price: total, confirmedOn: '2000-01-01', startDate: null });
  return t(
    'Once you accept, a {percent}% deposit of {deposit} is due within {depositDays} days and the balance of {balance} {balanceDays} days before departure (the whole price at once when you travel within {fullDays} days). Nothing is charged before you accept.',
    {
      percent: DEPOSIT_PERCENT,
      deposit: amountDue(deposit.amount, locale),
      depositDays: DEPOSIT_DUE_DAYS_AFTER_CONFIRMATION,
      balance: amountDue(balance?.amount ?? 0, locale),
      balanceDays: BALANCE_DUE_DAYS_BEFORE_DEPARTURE,
      fullDays: PAY_IN_FULL_WITHIN_DAYS,
    },
  );
}
