import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCurrency } from '#domain/api/admin-currencies.js';
import type { CurrencyChange } from '#domain/schemas/admin-currencies.js';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import { currencyKeys } from './keys.js';

export async function changeCurrency(code: string, change: CurrencyChange): Promise<AdminCurrency> {
  const path = `/currencies/${encodeURIComponent(code)}`;
  return (await adminApi<{ currency: AdminCurrency }>(path, { method: 'PUT', body: change })).data.currency;
}

/** Offer or withdraw a currency, or set or clear its manual rate; the storefront follows at once. */
export function useChangeCurrency() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, change }: { code: string; change: CurrencyChange }) => changeCurrency(code, change),
    onSettled: () => client.invalidateQueries({ queryKey: currencyKeys.all }),
  });
}
