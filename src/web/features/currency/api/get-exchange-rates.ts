import { queryOptions } from '@tanstack/react-query';
import { isValidLiveRate } from '#domain/currency/format-price.js';
import type { Currency } from '#domain/api/reference.js';
import { api } from '#web/lib/api-client.js';

export interface LiveRates {
  /** code → units per 1 USD, for the currencies whose live rate was valid */
  rates: Record<string, number>;
  /** false when no non-USD rate could be fetched: the static rates of the list apply */
  live: boolean;
}

/** One call per non-USD currency; failures are skipped. */
export async function getExchangeRates(currencies: readonly Currency[], signal?: AbortSignal): Promise<LiveRates> {
  const others = currencies.filter((c) => c.code !== 'USD');
  const answers = await Promise.allSettled(
    others.map((c) => api<{ rate: number }>('/exchange-rate', { method: 'POST', query: { currency: c.uuid }, signal })),
  );
  const rates: Record<string, number> = { USD: 1 };
  answers.forEach((answer, index) => {
    const currency = others[index];
    if (!currency) return;
    if (answer.status === 'fulfilled' && isValidLiveRate(answer.value)) rates[currency.code] = answer.value.data.rate;
    else console.warn(`Exchange rate for ${currency.code} could not be fetched; skipped`);
  });
  const live = Object.keys(rates).length > 1;
  if (!live) console.warn('Insufficient valid API rates');
  return { rates, live };
}

export const getExchangeRatesQueryOptions = (currencies: readonly Currency[], selectedCode: string) =>
  queryOptions({
    // The selected code is part of the key: rates reload when the selection changes.
    queryKey: ['exchange-rates', currencies.map((c) => c.uuid).join(','), selectedCode],
    queryFn: ({ signal }) => getExchangeRates(currencies, signal),
    enabled: currencies.length > 0,
    staleTime: 10 * 60 * 1000,
    retry: 0,
  });
