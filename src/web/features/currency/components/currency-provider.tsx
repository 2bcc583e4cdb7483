import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { formatUsdAs, parseRate, priceLabel, type CurrencyLike } from '#domain/currency/format-price.js';
import type { Currency } from '#domain/api/reference.js';
import { storage } from '#web/lib/storage.js';
import { useSplash } from '../../reference/api/get-splash.js';
import { getExchangeRatesQueryOptions } from '../api/get-exchange-rates.js';

export const SELECTED_CURRENCY_KEY = 'selectedCurrency';

export interface CurrencyContextValue {
  currencies: Currency[];
  selectedCode: string;
  select(code: string): void;
  /** the selected currency with the rate in force (live when available, else the list's static rate) */
  current: CurrencyLike;
  ratesLoading: boolean;
  liveRatesAvailable: boolean;
  /** a USD amount in the selected currency, formatted by the spec's rules */
  format(amountUsd: number): string;
  /** 'From {price}' or 'Contact for pricing' */
  fromPrice(basePriceUsd: number | null | undefined): string;
}

export const CurrencyContext = createContext<CurrencyContextValue | null>(null);

const USD: CurrencyLike = { code: 'USD', symbol: '$', rate: 1 };

export function CurrencyProvider({ children }: { children: ReactNode }) {
  const splash = useSplash();
  const currencies = useMemo(() => splash.data?.currencies ?? [], [splash.data]);
  const [selectedCode, setSelectedCode] = useState(() => storage.get(SELECTED_CURRENCY_KEY) ?? 'USD');
  const rates = useQuery({
    ...getExchangeRatesQueryOptions(currencies, selectedCode),
    placeholderData: keepPreviousData,
  });

  useEffect(() => storage.set(SELECTED_CURRENCY_KEY, selectedCode), [selectedCode]);
  const select = useCallback((code: string) => setSelectedCode(code), []);

  const value = useMemo<CurrencyContextValue>(() => {
    const live = rates.data?.live ?? false;
    // Every listed currency with the rate in force, so formatting sees the same list it converts with.
    const effective: CurrencyLike[] = currencies.map((c) => ({
      code: c.code,
      symbol: c.symbol,
      rate: c.code === 'USD' ? 1 : live ? (rates.data?.rates[c.code] ?? parseRate(c.rate)) : parseRate(c.rate),
    }));
    const current = effective.find((c) => c.code === selectedCode) ?? USD;
    return {
      currencies,
      selectedCode: current.code,
      select,
      current,
      ratesLoading: rates.isFetching,
      liveRatesAvailable: live,
      format: (amount) => formatUsdAs(amount, current, effective),
      fromPrice: (base) => priceLabel(base, current, effective),
    };
  }, [currencies, rates.data, rates.isFetching, selectedCode, select]);

  return <CurrencyContext value={value}>{children}</CurrencyContext>;
}
