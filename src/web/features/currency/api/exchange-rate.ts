import { isValidLiveRate } from '#domain/currency/format-price.js';
import type { Currency } from '#domain/api/reference.js';
import { api } from '#web/lib/api-client.js';

/** The live rate of one currency (units per 1 USD), or null when it could not be fetched or is not valid. */
export async function getExchangeRate(currency: Currency, signal?: AbortSignal): Promise<number | null> {
  try {
    const answer = await api<{ rate: number }>('/exchange-rate', {
      method: 'POST',
      query: { currency: currency.uuid },
      signal,
    });
    if (isValidLiveRate(answer)) return answer.data.rate;
  } catch (error) {
    if (signal?.aborted) throw error;
  }
  // No valid live rate: the stored rate from the currency list is used instead.
  console.warn(`Insufficient valid API rates: ${currency.code} uses its stored rate`);
  return null;
}
