import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.js';
import { formatMoney, type CurrencyLike } from './format-price.js';
import { formatShown, type ShownAmount } from './shown-price.js';

/**
 * The currency a request was sent in and the rate the site showed it at then, stored with the request: every
 * amount about that request (e-mails, PDFs, the tracking page, the dashboard) is its USD amount at this rate,
 * made by shown-price.ts, so the figure never moves after the click.
 */
export interface SentCurrency extends CurrencyLike {
  /** the day that rate was the site's (YYYY-MM-DD) */
  ratedOn: string;
}

export const SENT_IN_USD = (ratedOn: string): SentCurrency => ({ code: 'USD', symbol: '$', rate: 1, ratedOn });

/** The words around the two figures, in the reader's language: '{amount} · {usd}, at 1 USD = {rate} on {date}'. */
type Phrase = (values: { amount: string; usd: string; rate: string; date: string }) => string;

const USD_ONLY: CurrencyLike[] = [{ code: 'USD', symbol: '$', rate: 1 }];

/**
 * A request's amount as its e-mails and pages write it: in USD alone for a request sent in USD ('$10,858'), else the
 * tourist's figure first and the USD beside it ('9.989 € · 10.858 $, at 1 USD = 0,92 € on 28 Nov 2026').
 */
export function amountInSentCurrency(
  local: ShownAmount,
  usd: number,
  sent: SentCurrency,
  phrase: Phrase,
  locale: Locale = DEFAULT_LOCALE,
  day: (isoDate: string) => string = (isoDate) => isoDate,
  /** an amount owed reads to the cent in USD ('6.240,10 $'); a price follows the site's rule (no cents over $100) */
  toTheCent = false,
): string {
  const cents = Math.round(usd * 100) % 100 !== 0;
  const usdText = formatMoney(usd, 'USD', USD_ONLY, locale, toTheCent ? (cents ? 2 : 0) : undefined);
  if (sent.code === 'USD') return usdText;
  return phrase({
    amount: formatShown(local, [sent], locale),
    usd: usdText,
    // Written as a price of one dollar is ('€0.92', 'TSh 2,612').
    rate: formatMoney(sent.rate, sent.code, [sent], locale),
    date: day(sent.ratedOn),
  });
}
