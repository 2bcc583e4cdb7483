import { queryOptions } from '@tanstack/react-query';
import type { Currency } from '#domain/api/reference.js';
import { getExchangeRate } from './exchange-rate.js';

/**
 * Only the currency in use is fetched, once per 10 minutes: USD needs no call, and switching
 * fetches the new currency's rate (a currency seen before comes from the cache).
 */
export const getExchangeRateQueryOptions = (currency: Currency | undefined) =>
  queryOptions({
    queryKey: ['exchange-rate', currency?.uuid ?? 'USD'],
    queryFn: ({ signal }) => (currency ? getExchangeRate(currency, signal) : null),
    enabled: currency !== undefined && currency.code !== 'USD',
    staleTime: 10 * 60 * 1000,
    retry: 0,
  });
