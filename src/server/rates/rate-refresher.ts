import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.js';
import { bumpCatalogueVersion } from '#server/repositories/catalogue-version.js';
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
  const now = new Date();
  const { updated, skipped, moved } = await db.transaction(async (tx) => {
    const rates = createExchangeRatesRepository(tx);
    const currencies = await rates.quotedCurrencies();
    const quoted = currencies.flatMap((c) => {
      const rate = fetched.get(c.code);
      return rate === undefined ? [] : [{ ...c, rate }];
    });
    for (const { id, rate } of quoted) await rates.storeProviderRate(id, rate, now);
    // A moved rate moves every price shown: pages and answers kept for the catalogue's version are made again,
    // and the pages read the rate once per version (ssr/catalogue-port.ts).
    const moved = quoted.some(({ rate, providerRate }) => rate !== providerRate);
    if (moved) await bumpCatalogueVersion(tx);
    return { updated: quoted.length, skipped: currencies.length - quoted.length, moved };
  });
  log?.info({ updated, moved }, 'exchange rates refreshed');
  return { updated, skipped, failed: false };
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
