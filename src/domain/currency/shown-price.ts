import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.js';
import { fromCents, toCents } from '../pricing/money.js';
import { BASE_CURRENCY_CODE, convertFromUsd, figureDigits, formatMoney, type CurrencyLike } from './format-price.js';

/**
 * A figure as the tourist sees it: an amount in a currency, already rounded to the decimals it is shown with.
 * Every figure shown beside others is made here (docs/behaviour/currency.md 'Totals'): a USD price is converted
 * once and rounded to what the page shows; a total is made of the shown parts, never converted on its own, so
 * "2 × 2.870 €" always reads "5.740 €" and a line of a cart adds up with the others.
 */
export interface ShownAmount {
  /** in `code`, rounded to `fractionDigits` */
  amount: number;
  code: string;
  fractionDigits: 0 | 2;
}

const isUsd = (currency: CurrencyLike | undefined) =>
  !currency || currency.code.trim().toUpperCase() === BASE_CURRENCY_CODE;

/** A USD amount in `currency` (USD without one), converted once and rounded to the decimals it is shown with. */
export function shownAmount(amountUsd: number, currency: CurrencyLike | undefined): ShownAmount {
  const code = isUsd(currency) ? BASE_CURRENCY_CODE : currency!.code;
  const amount = isUsd(currency) ? amountUsd : convertFromUsd(amountUsd, currency!.rate);
  const fractionDigits = figureDigits(amount, code, isUsd(currency) ? 1 : currency!.rate);
  return { amount: rounded(amount, fractionDigits), code, fractionDigits };
}

/**
 * `count` times a USD unit price, as shown: the unit converted and rounded, the total that unit times `count`
 * exactly, shown with cents whenever the unit is (3 × €33.35 is €100.05, not €100).
 */
export function shownTimes(
  unitUsd: number,
  count: number,
  currency: CurrencyLike | undefined,
): { unit: ShownAmount; total: ShownAmount } {
  const unit = shownAmount(unitUsd, currency);
  const times = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  const total = { ...unit, amount: fromCents(toCents(unit.amount) * times) };
  return { unit, total: withDigits(total) };
}

/**
 * A priced line's USD total for its guests, as shown: the price per person (the total over the guests, exact in
 * cents: the server priced it per person) times the guests. What a booking's form, e-mails and pages show of it.
 */
export function shownLine(totalUsd: number, guests: number, currency: CurrencyLike | undefined): ShownAmount {
  const count = Number.isFinite(guests) && guests > 0 ? Math.floor(guests) : 1;
  return shownTimes(totalUsd / count, count, currency).total;
}

/** The sum of shown figures of one currency, as shown: a cart's total is the sum of its shown lines. */
export function shownSum(parts: readonly ShownAmount[], code: string): ShownAmount {
  const cents = parts.reduce((sum, part) => sum + toCents(part.amount), 0);
  const fractionDigits = parts.some((part) => part.fractionDigits === 2) ? 2 : 0;
  return withDigits({ amount: fromCents(cents), code, fractionDigits });
}

/**
 * A request's total as shown: the sum of its priced lines as shown (each its price per person times its guests),
 * or with none priced, its USD total converted once. What its tracking page and its e-mails and PDF about that
 * total show; a price the agency quoted is one figure of its own (`shownAmount`).
 */
export function shownRequestTotal(
  lines: readonly { totalUsd: number | null; guests: number }[],
  totalUsd: number,
  currency: CurrencyLike | undefined,
): ShownAmount {
  const priced = lines.flatMap((line) =>
    line.totalUsd === null ? [] : [shownLine(line.totalUsd, line.guests, currency)],
  );
  const [first] = priced;
  return first ? shownSum(priced, first.code) : shownAmount(totalUsd, currency);
}

/** A shown figure as text, with the decimals it was rounded to. */
export function formatShown(
  shown: ShownAmount,
  currencies: readonly CurrencyLike[],
  locale: Locale = DEFAULT_LOCALE,
): string {
  return formatMoney(shown.amount, shown.code, currencies, locale, shown.fractionDigits);
}

function rounded(amount: number, fractionDigits: 0 | 2): number {
  return fractionDigits === 2 ? fromCents(toCents(amount)) : Math.round(Number.isFinite(amount) ? amount : 0);
}

/** Cents stay shown once a part had them; a whole total keeps whole units. */
function withDigits(shown: ShownAmount): ShownAmount {
  const hasCents = toCents(shown.amount) % 100 !== 0;
  return { ...shown, fractionDigits: hasCents || shown.fractionDigits === 2 ? 2 : 0 };
}
