import { z } from 'zod';

/**
 * The provider answers `{ "rates": { "EUR": 0.92, ... } }` in units per 1 USD (the shape of the common
 * open exchange-rate APIs). Anything else is a failure: the store keeps its last good rates.
 */
const ProviderAnswerSchema = z.object({
  rates: z.record(z.string(), z.unknown()),
});

export async function fetchProviderRates(url: string, timeoutMs: number): Promise<Map<string, number>> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`rate provider answered ${response.status}`);
  const answer = ProviderAnswerSchema.parse(await response.json());
  const rates = new Map<string, number>();
  for (const [code, value] of Object.entries(answer.rates)) {
    // A rate counts only as a number greater than 0; otherwise that currency is skipped.
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) rates.set(code.toUpperCase(), value);
  }
  return rates;
}
