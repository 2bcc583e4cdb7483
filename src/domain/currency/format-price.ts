import { formatDecimal, type DecimalFormat } from './format-number.js';

/** The fields of a splash-response currency that pricing needs. */
export interface CurrencyLike {
  code: string;
  symbol: string;
  /** units of this currency per 1 USD */
  rate: number;
}

export const BASE_CURRENCY_CODE = 'USD';
export const CONTACT_FOR_PRICING = 'Contact for pricing';

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

/**
 * How prices read (docs/behaviour/currency.md):
 * - TZS: whole number, a space after the symbol, and thousands separators ('TSh 2,600,000'),
 *   because shillings run into millions and a whole number may still be grouped;
 * - USD, EUR, GBP: symbol, 2 decimals, thousands separators ('$1,234.50');
 * - any other listed currency: symbol and 2 decimals, no separators ('KSh159210.00');
 * - a code missing from the list: '$' and 2 decimals, no separators ('$1234.50'), the same
 *   plain form as the rule before it, since only USD, EUR and GBP are grouped.
 * A negative amount puts its sign before the symbol ('-$5.00').
 */
export function formatMoney(amount: number, code: string, currencies: readonly CurrencyLike[]): string {
  const currency = currencies.find((c) => sameCode(c.code, code));
  const upper = currency?.code.trim().toUpperCase();
  let symbol = '$';
  let format: DecimalFormat = { fractionDigits: 2, grouping: false };
  let space = '';
  if (currency && upper !== undefined) {
    symbol = currency.symbol;
    if (WHOLE_NUMBER_CODES.has(upper)) {
      format = { fractionDigits: 0, grouping: true };
      space = ' ';
    } else if (SEPARATED_CODES.has(upper)) {
      format = { fractionDigits: 2, grouping: true };
    }
  }
  const { negative, digits } = formatDecimal(amount, format);
  return `${negative ? '-' : ''}${symbol}${space}${digits}`;
}

/** Converts a USD amount into the selected currency and formats it; no selection means USD. */
export function formatUsdAs(
  amountUsd: number,
  currency: CurrencyLike | undefined,
  currencies: readonly CurrencyLike[],
): string {
  if (!currency) return formatMoney(amountUsd, BASE_CURRENCY_CODE, currencies);
  // USD is fixed at 1 whatever a stale list says.
  const rate = sameCode(currency.code, BASE_CURRENCY_CODE) ? 1 : currency.rate;
  return formatMoney(convertFromUsd(amountUsd, rate), currency.code, currencies);
}

/** 'From {price}' for a trip with a base price, 'Contact for pricing' without one. */
export function priceLabel(
  basePriceUsd: number | null | undefined,
  currency: CurrencyLike | undefined,
  currencies: readonly CurrencyLike[],
): string {
  if (basePriceUsd == null || !Number.isFinite(basePriceUsd) || basePriceUsd <= 0) return CONTACT_FOR_PRICING;
  return `From ${formatUsdAs(basePriceUsd, currency, currencies)}`;
}
