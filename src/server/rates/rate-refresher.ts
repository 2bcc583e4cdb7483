import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.js';
import { createExchangeRatesRepository } from '#server/repositories/exchange-rates-repository.js';
import { fetchProviderRates } from './rate-provider.js';

export interface RefreshResult {
  updated: number;
  skipped: number;
  failed: boolean;
}

/** Pulls rates once; on any failure the store is left as it was (the last good rates). */
export async function refreshRates(
  db: Database,
  providerUrl: string,
  timeoutMs: number,
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): Promise<RefreshResult> {
  let fetched: Map<string, number>;
  try {
    fetched = await fetchProviderRates(providerUrl, timeoutMs);
  } catch (error) {
    log?.warn({ err: error }, 'exchange-rate provider failed; keeping the last good rates');
    return { updated: 0, skipped: 0, failed: true };
  }
  const rates = createExchangeRatesRepository(db);
  const currencies = await rates.quotedCurrencies();
  let updated = 0;
  const now = new Date();
  for (const currency of currencies) {
    const rate = fetched.get(currency.code);
    if (rate === undefined) continue;
    await rates.storeProviderRate(currency.id, rate, now);
    updated++;
  }
  log?.info({ updated }, 'exchange rates refreshed');
  return { updated, skipped: currencies.length - updated, failed: false };
}

/** Refreshes now and then every `minutes`; returns a stop function. Off when no provider is set. */
export function startRateRefresher(
  db: Database,
  options: { url: string | undefined; minutes: number; timeoutMs: number },
  log: FastifyBaseLogger,
): () => void {
  if (!options.url) return () => {};
  const url = options.url;
  const run = () =>
    void refreshRates(db, url, options.timeoutMs, log).catch((error) =>
      log.warn({ err: error }, 'rate refresh failed'),
    );
  run();
  const timer = setInterval(run, options.minutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
