import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';

/**
 * The rate the storefront uses for a currency, in SQL over `currencies` left-joined to
 * `exchange_rates`: USD is 1; otherwise an owner's manual rate, else the provider's last good rate,
 * else the seeded fallback. Every answer that shows a rate reads it from here.
 */
export const rateInUse: SQL<number> = sql<number>`(case when ${t.currencies.code} = 'USD' then 1
  else coalesce(${t.currencies.manualRate}, ${t.exchangeRates.rate}, ${t.currencies.rate}) end)::float8`;

/** The provider's rates, as the refresher keeps them (rates/rate-refresher.ts). */
export function createExchangeRatesRepository(db: DbOrTx) {
  return {
    /** Every currency the provider quotes against USD, with the provider's rate kept for it (null: none yet). */
    async quotedCurrencies(): Promise<{ id: number; code: string; providerRate: number | null }[]> {
      return db
        .select({ id: t.currencies.id, code: t.currencies.code, providerRate: t.exchangeRates.rate })
        .from(t.currencies)
        .leftJoin(t.exchangeRates, eq(t.exchangeRates.currencyId, t.currencies.id))
        .where(ne(t.currencies.code, 'USD'));
    },

    /**
     * The rate the storefront shows an offered currency at now, and since when (null for USD and a seeded fallback):
     * what a request sent in it is priced at. Null for a code the site does not offer.
     */
    async offeredRate(code: string): Promise<{ code: string; symbol: string; rate: number; at: Date | null } | null> {
      const [row] = await db
        .select({
          code: t.currencies.code,
          symbol: t.currencies.symbol,
          rate: rateInUse,
          manualAt: t.currencies.manualRateAt,
          providerAt: t.exchangeRates.updatedAt,
          manual: t.currencies.manualRate,
        })
        .from(t.currencies)
        .leftJoin(t.exchangeRates, eq(t.exchangeRates.currencyId, t.currencies.id))
        .where(and(eq(t.currencies.code, code), or(eq(t.currencies.enabled, true), eq(t.currencies.code, 'USD'))));
      if (!row) return null;
      const at = row.code === 'USD' ? null : row.manual !== null ? row.manualAt : row.providerAt;
      return { code: row.code, symbol: row.symbol, rate: Number(row.rate), at };
    },

    /** The provider's latest good rate for one currency, replacing the one before. */
    async storeProviderRate(currencyId: number, rate: number, at: Date): Promise<void> {
      const values = { rate, source: 'provider', updatedAt: at };
      await db
        .insert(t.exchangeRates)
        .values({ currencyId, ...values })
        .onConflictDoUpdate({ target: t.exchangeRates.currencyId, set: values });
    },
  };
}
