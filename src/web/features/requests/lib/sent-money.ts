import type { SentIn } from '#domain/api/requests-desk.js';
import { formatMoney } from '#domain/currency/format-price.js';
import {
  formatShown,
  shownAmount,
  shownLine,
  shownRequestTotal,
  type ShownAmount,
} from '#domain/currency/shown-price.js';
import type { Locale } from '#domain/i18n/locales.js';

const USD = { code: 'USD', symbol: '$', rate: 1 };

/**
 * A request's amounts as its e-mails wrote them: in the currency it was sent in at the rate of that day (never
 * today's rate, nor the currency the visitor browses in now), beside the USD the agency settles in.
 */
export function sentMoney(sentIn: SentIn, locale: Locale) {
  const sent = { code: sentIn.currency, symbol: sentIn.symbol, rate: sentIn.exchange_rate };
  const both = (shown: ShownAmount, usd: number) => {
    const usdText = formatMoney(usd, 'USD', [USD], locale);
    return sent.code === 'USD' ? usdText : `${formatShown(shown, [sent], locale)} · ${usdText}`;
  };
  const line = (totalUsd: number, guests: number) => shownLine(totalUsd, guests, sent);
  return {
    /** a single figure (a quote) */
    amount: (usd: number) => both(shownAmount(usd, sent), usd),
    /** a priced line: its price per person as shown, times its guests */
    line: (totalUsd: number, guests: number) => both(line(totalUsd, guests), totalUsd),
    /** the request's total: the sum of its priced lines as shown */
    total: (lines: readonly { total_price: number | null; guests: number }[], totalUsd: number) => {
      const parts = lines.map((l) => ({ totalUsd: l.total_price, guests: l.guests }));
      return both(shownRequestTotal(parts, totalUsd, sent), totalUsd);
    },
  };
}
