import { and, asc, eq, ilike, not, or } from 'drizzle-orm';
import type { AdminCurrency } from '#domain/api/admin-currencies.js';
import type { CurrencyListQuery } from '#domain/schemas/admin-currencies.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';
import { rateInUse } from '#server/repositories/exchange-rates-repository.js';
import { containing } from './like-pattern.js';

const columns = {
  id: t.currencies.id,
  code: t.currencies.code,
  name: t.currencies.name,
  symbol: t.currencies.symbol,
  enabled: t.currencies.enabled,
  rate: rateInUse,
  manualRate: t.currencies.manualRate,
  manualRateAt: t.currencies.manualRateAt,
  providerRate: t.exchangeRates.rate,
  providerSource: t.exchangeRates.source,
  providerRefreshedAt: t.exchangeRates.updatedAt,
};

type Row = {
  code: string;
  name: string;
  symbol: string;
  enabled: boolean;
  rate: number;
  manualRate: number | null;
  manualRateAt: Date | null;
  providerRate: number | null;
  providerSource: string | null;
  providerRefreshedAt: Date | null;
};

function toAdminCurrency(row: Row): AdminCurrency {
  const source =
    row.code === 'USD'
      ? 'base'
      : row.manualRate !== null
        ? 'manual'
        : row.providerRate !== null
          ? 'provider'
          : 'static';
  return {
    code: row.code,
    name: row.name,
    symbol: row.symbol,
    enabled: row.code === 'USD' || row.enabled,
    rate: Number(row.rate),
    rate_source: source,
    provider_rate: row.providerRate === null ? null : Number(row.providerRate),
    provider_source: row.providerSource,
    provider_refreshed_at: row.providerRefreshedAt?.toISOString() ?? null,
    manual_rate: row.manualRate === null ? null : Number(row.manualRate),
    manual_rate_at: row.manualRateAt?.toISOString() ?? null,
  };
}

/** USD is always offered, whatever its row says. */
const isOffered = or(eq(t.currencies.enabled, true), eq(t.currencies.code, 'USD'))!;

/** Currencies as owners manage them: offered or not, and which rate is in use. */
export function createAdminCurrenciesRepository(db: DbOrTx) {
  const query = () =>
    db.select(columns).from(t.currencies).leftJoin(t.exchangeRates, eq(t.exchangeRates.currencyId, t.currencies.id));
  return {
    /** In the storefront's order; offered ones (USD always) or the others only, or those whose code or name holds `q`. */
    async list(filter: Partial<CurrencyListQuery> = {}): Promise<AdminCurrency[]> {
      const q = filter.q ? containing(filter.q) : undefined;
      const offered = filter.offered === undefined ? undefined : filter.offered ? isOffered : not(isOffered);
      const rows = await query()
        .where(and(offered, q ? or(ilike(t.currencies.code, q), ilike(t.currencies.name, q)) : undefined))
        .orderBy(asc(t.currencies.sortOrder), asc(t.currencies.id));
      return rows.map(toAdminCurrency);
    },

    async find(code: string): Promise<AdminCurrency | null> {
      const [row] = await query().where(eq(t.currencies.code, code));
      return row ? toAdminCurrency(row) : null;
    },

    async update(code: string, change: { enabled?: boolean; manualRate?: number | null }): Promise<void> {
      await db
        .update(t.currencies)
        .set({
          ...(change.enabled !== undefined && { enabled: change.enabled }),
          ...(change.manualRate !== undefined && {
            manualRate: change.manualRate,
            manualRateAt: change.manualRate === null ? null : new Date(),
          }),
        })
        .where(eq(t.currencies.code, code));
    },
  };
}
