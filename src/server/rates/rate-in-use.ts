import { sql, type SQL } from 'drizzle-orm';
import * as t from '#server/db/schema/index.js';

/**
 * The rate the storefront uses for a currency, in SQL over `currencies` left-joined to
 * `exchange_rates`: USD is 1; otherwise an owner's manual rate, else the provider's last good rate,
 * else the seeded fallback. Every answer that shows a rate reads it from here.
 */
export const rateInUse: SQL<number> = sql<number>`(case when ${t.currencies.code} = 'USD' then 1
  else coalesce(${t.currencies.manualRate}, ${t.exchangeRates.rate}, ${t.currencies.rate}) end)::float8`;
