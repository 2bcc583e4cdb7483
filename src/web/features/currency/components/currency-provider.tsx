import { useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { formatUsdAs, parseRate, priceLabel, startingPrice, type CurrencyLike } from '#domain/currency/format-price.js';
import type { Currency } from '#domain/api/reference.js';
import { storage } from '#web/lib/storage.js';
import { writeCurrencyCookie } from '#web/features/currency/lib/currency-cookie.js';
import { useSplashBasics } from '#web/features/reference/api/get-splash.js';
import { getExchangeRateQueryOptions } from '#web/features/currency/api/get-exchange-rate.js';

export const SELECTED_CURRENCY_KEY = 'selectedCurrency';

export interface CurrencyContextValue {
  currencies: Currency[];
  selectedCode: string;
  select(code: string): void;
  /** the selected currency with the rate in force (live when available, else the list's static rate) */
  current: CurrencyLike;
  /** a USD amount in the selected currency, formatted by the domain's rules (docs/behaviour/currency.md) */
  format(amountUsd: number): string;
  /** 'From {price}' or 'Contact for pricing' */
  fromPrice(basePriceUsd: number | null | undefined): string;
  /** the starting price alone, in whole units, or null without one */
  startingPrice(basePriceUsd: number | null | undefined): string | null;
}

export const CurrencyContext = createContext<CurrencyContextValue | null>(null);

const USD: CurrencyLike = { code: 'USD', symbol: '$', rate: 1 };

interface CurrencyProviderProps {
  children: ReactNode;
  /** the currency the server rendered the page in; the visitor's stored choice otherwise */
  initialCode?: string | undefined;
  /**
   * After the visitor chose a currency (already stored and sent as a cookie). A server-rendered page reloads:
   * its prices are the server's HTML, which the server renders in the new currency.
   */
  afterSelect?: ((code: string) => void) | undefined;
}

export function CurrencyProvider({ children, initialCode, afterSelect }: CurrencyProviderProps) {
  const splash = useSplashBasics();
  const currencies = useMemo(() => splash.data?.currencies ?? [], [splash.data]);
  const [selectedCode, setSelectedCode] = useState(() => initialCode ?? storage.get(SELECTED_CURRENCY_KEY) ?? 'USD');
  const listed = currencies.find((c) => c.code === selectedCode);
  const liveRate = useQuery(getExchangeRateQueryOptions(listed)).data;

  // A choice stored before the server knew it (no cookie yet) wins once, after the page has hydrated:
  // the first render must match the server's HTML, so this cannot be the initial state.
  useEffect(() => {
    const stored = storage.get(SELECTED_CURRENCY_KEY);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one adoption of stored state after hydration
    if (initialCode !== undefined && stored && stored !== initialCode) setSelectedCode(stored);
  }, [initialCode]);
  // The choice is mirrored in the cookie the server renders with; never over a newer one another island (or
  // this one, from a choice made before it hydrated) has stored since this one started.
  useEffect(() => {
    const stored = storage.get(SELECTED_CURRENCY_KEY);
    if (stored && stored !== selectedCode) return;
    storage.set(SELECTED_CURRENCY_KEY, selectedCode);
    writeCurrencyCookie(selectedCode);
  }, [selectedCode]);
  const select = useCallback(
    (code: string) => {
      storage.set(SELECTED_CURRENCY_KEY, code);
      writeCurrencyCookie(code);
      setSelectedCode(code);
      afterSelect?.(code);
    },
    [afterSelect],
  );

  // The list's rate until (or unless) the live one arrives.
  const currentRate = !listed || listed.code === 'USD' ? 1 : (liveRate ?? parseRate(listed.rate));

  const value = useMemo<CurrencyContextValue>(() => {
    const current: CurrencyLike = listed ? { code: listed.code, symbol: listed.symbol, rate: currentRate } : USD;
    // Formatting reads codes and symbols from the list; only the selected currency's rate matters. The
    // selected currency is always in it, so a price reads the same ('$4,832') before the list has loaded.
    const known: CurrencyLike[] = currencies.map((c) => (c.code === current.code ? current : c));
    const list = known.some((c) => c.code === current.code) ? known : [...known, current];
    return {
      currencies,
      selectedCode: current.code,
      select,
      current,
      format: (amount) => formatUsdAs(amount, current, list),
      fromPrice: (base) => priceLabel(base, current, list),
      startingPrice: (base) => startingPrice(base, current, list),
    };
  }, [currencies, listed, currentRate, select]);

  return <CurrencyContext value={value}>{children}</CurrencyContext>;
}
