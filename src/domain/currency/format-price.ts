import { msg } from '../i18n/msg.js';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.js';
import { toCents } from '../pricing/money.js';
import { formatDecimal, formatDecimalIn, type DecimalFormat } from './format-number.js';

/** The fields of a splash-response currency that pricing needs. */
export interface CurrencyLike {
  code: string;
  symbol: string;
  /** units of this currency per 1 USD */
  rate: number;
}

export const BASE_CURRENCY_CODE = 'USD';
export const CONTACT_FOR_PRICING = msg('Contact for pricing');

const SEPARATED_CODES = new Set(['USD', 'EUR', 'GBP']);
const WHOLE_NUMBER_CODES = new Set(['TZS']);

/**
 * A rate as the splash response sends it: a number or a numeric string (decimal columns come
 * back as strings). Anything else, or a rate that is not positive, counts as 1 so prices stay
 * visible in USD terms rather than vanishing.
 */
export function parseRate(value: unknown): number {
  const rate =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(rate) && rate > 0 ? rate : 1;
}

export interface LiveRateResponse {
  status: unknown;
  data: { rate: number };
}

/** A live exchange rate counts only with status truthy, a rate present and a number greater than 0. */
export function isValidLiveRate(response: unknown): response is LiveRateResponse {
  if (typeof response !== 'object' || response === null) return false;
  const { status, data } = response as { status?: unknown; data?: unknown };
  if (!status || typeof data !== 'object' || data === null) return false;
  const { rate } = data as { rate?: unknown };
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0;
}

export function convertFromUsd(amountUsd: number, rate: number): number {
  if (!Number.isFinite(amountUsd)) return 0;
  return amountUsd * parseRate(rate);
}

const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

// A unit worth less than a US cent (100 or more per dollar: shillings, yen) has no use for
// decimals; neither has an amount of 100 or more in any currency, where cents are noise.
const LARGE_UNIT_RATE = 100;
const CENTS_MATTER_BELOW = 100;

/** The decimals an amount of `code` is shown with, by the rule below (`formatMoney`). */
export function figureDigits(amount: number, code: string | undefined, rate: number): 0 | 2 {
  const upper = code?.trim().toUpperCase();
  if (upper !== undefined && (WHOLE_NUMBER_CODES.has(upper) || parseRate(rate) >= LARGE_UNIT_RATE)) return 0;
  const cents = Math.abs(toCents(Number.isFinite(amount) ? amount : 0));
  if (cents >= CENTS_MATTER_BELOW * 100) return 0;
  // '$35', not '$35.00': the decimals show only when there are cents to show.
  return cents % 100 === 0 ? 0 : 2;
}

/**
 * How prices read (docs/behaviour/currency.md), the one rule for every price on the site:
 * - whole units for 100 or more in every currency ('€1,494'), and always for TZS and any
 *   currency of 100 or more units per US dollar ('TSh 2,600,000', 'KSh4515');
 * - below 100, 2 decimals when there are cents ('€32.20'), none when there are not ('$35');
 * - TZS: a space after the symbol; USD, EUR, GBP and TZS: thousands separators; any other
 *   listed currency: none ('KSh159210');
 * - a code missing from the list: '$' without separators ('$1234'), the plain form of the rule
 *   before it, since only the four above are grouped.
 * A negative amount puts its sign before the symbol ('-$5'). `fractionDigits` overrides the rule for a figure made
 * of others (shown-price.ts: a total shows cents when its parts do).
 *
 * In another locale the same amounts (whole units, cents) read as that language writes them, grouped in every
 * currency and the symbol after the number: '1.494 €' in German, '1 494 €' in French, '32,20 €' in Italian.
 */
export function formatMoney(
  amount: number,
  code: string,
  currencies: readonly CurrencyLike[],
  locale: Locale = DEFAULT_LOCALE,
  fractionDigits?: 0 | 2,
): string {
  const currency = currencies.find((c) => sameCode(c.code, code));
  const upper = currency?.code.trim().toUpperCase();
  const symbol = currency?.symbol ?? '$';
  const space = upper !== undefined && WHOLE_NUMBER_CODES.has(upper) ? ' ' : '';
  const grouping = upper !== undefined && (WHOLE_NUMBER_CODES.has(upper) || SEPARATED_CODES.has(upper));
  const format: DecimalFormat = {
    fractionDigits: fractionDigits ?? figureDigits(amount, currency ? upper : undefined, currency?.rate ?? 1),
    grouping,
  };
  if (locale !== DEFAULT_LOCALE) {
    const { negative, digits } = formatDecimalIn(locale, amount, format.fractionDigits);
    return `${negative ? '-' : ''}${digits}\u00A0${symbol}`;
  }
  const { negative, digits } = formatDecimal(amount, format);
  return `${negative ? '-' : ''}${symbol}${space}${digits}`;
}

// USD is fixed at 1 whatever a stale list says; no selection means USD.
function inSelectedCurrency(amountUsd: number, currency: CurrencyLike | undefined): { amount: number; code: string } {
  if (!currency || sameCode(currency.code, BASE_CURRENCY_CODE)) return { amount: amountUsd, code: BASE_CURRENCY_CODE };
  return { amount: convertFromUsd(amountUsd, currency.rate), code: currency.code };
}

/** Converts a USD amount into the selected currency and formats it; no selection means USD. */
export function formatUsdAs(
  amountUsd: number,
  currency: CurrencyLike | undefined,
  currencies: readonly CurrencyLike[],
  locale: Locale = DEFAULT_LOCALE,
): string {
  const { amount, code } = inSelectedCurrency(amountUsd, currency);
  return formatMoney(amount, code, currencies, locale);
}

/**
 * A trip's starting price in the selected currency, null without a base price. It is a figure to
 * compare trips by, so it is in whole units even below 100 ('€32', not '€32.20').
 */
export function startingPrice(
  basePriceUsd: number | null | undefined,
  currency: CurrencyLike | undefined,
  currencies: readonly CurrencyLike[],
  locale: Locale = DEFAULT_LOCALE,
): string | null {
  if (basePriceUsd == null || !Number.isFinite(basePriceUsd) || basePriceUsd <= 0) return null;
  const { amount, code } = inSelectedCurrency(basePriceUsd, currency);
  return formatMoney(Math.round(amount), code, currencies, locale);
}

/** Words a message in a language: its English text is its id, `{name}` filled in from `values`. */
export type Wording = (id: string, values?: Record<string, string>) => string;

const english: Wording = (id, values = {}) => id.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** 'From {price}' for a trip with a base price, 'Contact for pricing' without one, in the locale's words. */
export function priceLabel(
  basePriceUsd: number | null | undefined,
  currency: CurrencyLike | undefined,
  currencies: readonly CurrencyLike[],
  locale: Locale = DEFAULT_LOCALE,
  words: Wording = english,
): string {
  const price = startingPrice(basePriceUsd, currency, currencies, locale);
  return price === null ? words(CONTACT_FOR_PRICING) : words(msg('From {price}'), { price });
}
