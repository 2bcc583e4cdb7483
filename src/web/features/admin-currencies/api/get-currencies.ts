import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminCurrency } from '#domain/api/admin-currencies.js';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import { currencyKeys } from './keys.js';

export interface CurrenciesQuery {
  /** only the offered ones, or only the others */
  offered?: boolean | undefined;
  q?: string | undefined;
}

export async function getCurrencies(query: CurrenciesQuery = {}, signal?: AbortSignal): Promise<AdminCurrency[]> {
  return (await adminApi<{ currencies: AdminCurrency[] }>('/currencies', { query: { ...query }, signal })).data
    .currencies;
}

export const useCurrencies = (query: CurrenciesQuery = {}) =>
  useQuery({
    queryKey: currencyKeys.list(query),
    queryFn: ({ signal }) => getCurrencies(query, signal),
    placeholderData: keepPreviousData,
  });
