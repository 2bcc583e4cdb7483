import { createContext } from 'react';
import { formatUsdAs, priceLabel, startingPrice, type CurrencyLike } from '#domain/currency/format-price.js';
import { formatShown, shownSum, shownTimes, type ShownAmount } from '#domain/currency/shown-price.js';
import type { Locale } from '#domain/i18n/locales.js';
import type { Translate } from '#web/i18n/i18n.js';
import type { Currency } from '#domain/api/reference.js';

export const SELECTED_CURRENCY_KEY = 'selectedCurrency';

export interface CurrencyContextValue {
  currencies: Currency[];
  selectedCode: string;
  select(code: string): void;
  /** the selected currency with the rate in force (live when available, else the list's static rate) */
  current: CurrencyLike;
  /** a USD amount in the selected currency, formatted by the domain's rules (docs/behaviour/currency.md) */
  format(amountUsd: number): string;
  /**
   * `count` times a USD unit price: the unit as shown and the total made of it (shown-price.ts), so the two always
   * agree; `shown` keeps the figures for a sum of several (a cart's total).
   */
  times(unitUsd: number, count: number): { unit: string; total: string; shown: ShownAmount };
  /** the sum of shown figures (`times(…).shown`), as shown */
  sum(parts: readonly ShownAmount[]): string;
  /** 'From {price}' or 'Contact for pricing' */
  fromPrice(basePriceUsd: number | null | undefined): string;
  /** the starting price alone, in whole units, or null without one */
  startingPrice(basePriceUsd: number | null | undefined): string | null;
}

/**
 * Kept apart from the providers, so that what only reads it (`useCurrency`, the header's picker) does not bring
 * the query library with it.
 */
export const CurrencyContext = createContext<CurrencyContextValue | null>(null);

const USD: CurrencyLike = { code: 'USD', symbol: '$', rate: 1 };

/** What `useCurrency` gives: the list, the choice, and prices in the chosen currency at `rate`. */
export function currencyValue(
  currencies: Currency[],
  listed: Currency | undefined,
  rate: number,
  select: (code: string) => void,
  locale: Locale,
  t: Translate,
): CurrencyContextValue {
  const current: CurrencyLike = listed ? { code: listed.code, symbol: listed.symbol, rate } : USD;
  // Formatting reads codes and symbols from the list; only the selected currency's rate matters. The
  // selected currency is always in it, so a price reads the same ('$4,832') before the list has loaded.
  const known: CurrencyLike[] = currencies.map((c) => (c.code === current.code ? current : c));
  const list = known.some((c) => c.code === current.code) ? known : [...known, current];
  return {
    currencies,
    selectedCode: current.code,
    select,
    current,
    format: (amount) => formatUsdAs(amount, current, list, locale),
    times: (unitUsd, count) => {
      const { unit, total } = shownTimes(unitUsd, count, current);
      return { unit: formatShown(unit, list, locale), total: formatShown(total, list, locale), shown: total };
    },
    sum: (parts) => formatShown(shownSum(parts, current.code), list, locale),
    fromPrice: (base) => priceLabel(base, current, list, locale, t),
    startingPrice: (base) => startingPrice(base, current, list, locale),
  };
}
