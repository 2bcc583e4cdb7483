import { sql } from 'drizzle-orm';
import type { SentIn } from '#domain/api/requests-desk.js';
import type { SentCurrency } from '#domain/currency/sent-currency.js';
import { todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import type { Locale } from '#domain/i18n/locales.js';
import * as t from '#server/db/schema/index.js';

/** What a request keeps of the page it was sent from, read beside its other columns (the currency's symbol too). */
export const sentInColumns = {
  sentLocale: t.requests.locale,
  sentCurrency: t.requests.currency,
  sentRate: t.requests.exchangeRate,
  sentRateAt: t.requests.rateAt,
  sentSymbol: sql<string | null>`(select c.symbol from currencies c where c.code = ${t.requests.currency})`,
};

export interface SentInRecord {
  sentLocale: Locale;
  sentCurrency: string;
  sentRate: number;
  sentRateAt: Date | null;
  sentSymbol: string | null;
  receivedAt: Date;
}

/** The answers' `sent_in`: the rate's day is the day it was the site's, else the day the request was sent. */
export const toSentIn = (record: SentInRecord): SentIn => ({
  locale: record.sentLocale,
  currency: record.sentCurrency,
  symbol: record.sentSymbol ?? (record.sentCurrency === 'USD' ? '$' : record.sentCurrency),
  exchange_rate: Number(record.sentRate),
  rated_on: todayInDarEsSalaam(record.sentRateAt ?? record.receivedAt),
});

/** The request's currency and rate as its documents show amounts in it (sent-currency.ts). */
export const toSentCurrency = (record: SentInRecord): SentCurrency => {
  const sentIn = toSentIn(record);
  return { code: sentIn.currency, symbol: sentIn.symbol, rate: sentIn.exchange_rate, ratedOn: sentIn.rated_on };
};
