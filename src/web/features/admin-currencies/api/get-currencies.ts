import { useQuery } from '@tanstack/react-query';
import type { AdminCurrency } from '#domain/api/admin-currencies.js';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import { currencyKeys } from './keys.js';

export async function getCurrencies(signal?: AbortSignal): Promise<AdminCurrency[]> {
  return (await adminApi<{ currencies: AdminCurrency[] }>('/currencies', { signal })).data.currencies;
}

export const useCurrencies = () =>
  useQuery({ queryKey: currencyKeys.all, queryFn: ({ signal }) => getCurrencies(signal) });
