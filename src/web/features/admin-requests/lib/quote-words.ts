import type { SentIn } from '#domain/api/requests-desk.js';
import { formatShown, shownAmount } from '#domain/currency/shown-price.js';
import type { QuoteLineKind, QuoteStatus } from '#domain/quotes/quote-money.js';

/** What a line is, in the back office's words (English only). */
export const QUOTE_KIND_LABELS: Record<QuoteLineKind, string> = {
  trip: 'Trip',
  accommodation: 'Accommodation',
  activity: 'Activity',
  transfer: 'Transfer',
  park_fee: 'Park fee',
  extra: 'Extra',
  discount: 'Discount',
};

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  sent: 'Sent',
  accepted: 'Accepted',
  declined: 'Declined',
  superseded: 'Superseded',
  expired: 'Expired',
};

/**
 * A USD amount as the tourist reads it: in the currency the request was sent in, at the rate stored with it, in the
 * tourist's language (src/domain/currency/shown-price.ts: a quote's figure is converted once); null for USD.
 */
export function inSentCurrency(amountUsd: number, sentIn: SentIn): string | null {
  if (sentIn.currency === 'USD') return null;
  const currency = { code: sentIn.currency, symbol: sentIn.symbol, rate: sentIn.exchange_rate };
  return formatShown(shownAmount(amountUsd, currency), [currency], sentIn.locale);
}
