import { usdValue } from '#domain/payments/ledger.js';

/**
 * What the server will record as a payment's USD value when none is typed: the amount at the site's rate in use for
 * its currency (src/domain/payments/ledger.ts, the server's own conversion). Null when it cannot be said yet: no
 * valid amount, USD itself, or no rate known here.
 */
export function usdDefault(amount: unknown, currency: string, rate: number | undefined): number | null {
  if (currency === 'USD' || rate === undefined || !(rate > 0)) return null;
  const typed = typeof amount === 'number' ? amount : Number(String(amount ?? '').trim() || Number.NaN);
  if (!Number.isFinite(typed) || typed <= 0) return null;
  return usdValue(Math.round(typed * 100) / 100, rate);
}
