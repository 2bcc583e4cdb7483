import { SENT_IN_USD, type SentCurrency } from '#domain/currency/sent-currency.js';
import { todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import type { DbOrTx } from '#server/db/client.js';
import { createExchangeRatesRepository } from '#server/repositories/exchange-rates-repository.js';

/** What a request stores of the currency it was sent in (requests.currency, exchange_rate, rate_at). */
export interface SentCurrencyColumns {
  currency: string;
  exchangeRate: number;
  rateAt: Date | null;
}

/**
 * The currency a tourist sent a request in, at the rate the site shows it now: the rate the page priced it at.
 * A code the site does not offer (switched off since the page was loaded) sends it in USD, the agency's own.
 */
export async function currencySentIn(
  db: DbOrTx,
  code: string | undefined,
  now: Date = new Date(),
): Promise<{ columns: SentCurrencyColumns; sent: SentCurrency }> {
  const offered = code && code !== 'USD' ? await createExchangeRatesRepository(db).offeredRate(code) : null;
  if (!offered) {
    return { columns: { currency: 'USD', exchangeRate: 1, rateAt: null }, sent: SENT_IN_USD(todayInDarEsSalaam(now)) };
  }
  // A seeded fallback rate has no time of its own: it was the site's when the request was sent.
  const at = offered.at ?? now;
  return {
    columns: { currency: offered.code, exchangeRate: offered.rate, rateAt: at },
    sent: { code: offered.code, symbol: offered.symbol, rate: offered.rate, ratedOn: todayInDarEsSalaam(at) },
  };
}
