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
import { toCents } from '#domain/pricing/money.js';

const USD = { code: 'USD', symbol: '$', rate: 1 };

/**
 * A request's amounts as its e-mails wrote them: in the currency it was sent in at the rate of that day (never
 * today's rate, nor the currency the visitor browses in now), beside the USD the agency settles in.
 */
export function sentMoney(sentIn: SentIn, locale: Locale) {
  const sent = { code: sentIn.currency, symbol: sentIn.symbol, rate: sentIn.exchange_rate };
  // To the cent: what is paid by bank transfer must match what is asked ('$1,264.65', not '$1,265').
  const exactUsd = (usd: number) => formatMoney(usd, 'USD', [USD], locale, toCents(usd) % 100 === 0 ? 0 : 2);
  const both = (shown: ShownAmount, usd: number, usdText = formatMoney(usd, 'USD', [USD], locale)) =>
    sent.code === 'USD' ? usdText : `${formatShown(shown, [sent], locale)} · ${usdText}`;
  const line = (totalUsd: number, guests: number) => shownLine(totalUsd, guests, sent);
  return {
    /** a single figure (a quote) */
    amount: (usd: number) => both(shownAmount(usd, sent), usd),
    /** an amount to pay or paid: converted once, beside the USD to the cent that the agency settles in */
    due: (usd: number) => both(shownAmount(usd, sent), usd, exactUsd(usd)),
    /** USD alone, to the cent (a quote's unit price, as its PDF prints it) */
    usd: exactUsd,
    /** money as it was received, in its own currency ('260,000 TZS'); USD and the sent currency with their symbol */
    received: (amount: number, code: string) =>
      code === 'USD'
        ? exactUsd(amount)
        : code === sent.code
          ? formatMoney(amount, code, [sent], locale, toCents(amount) % 100 === 0 ? 0 : 2)
          : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(amount)} ${code}`,
    /** a priced line: its price per person as shown, times its guests */
    line: (totalUsd: number, guests: number) => both(line(totalUsd, guests), totalUsd),
    /** the request's total: the sum of its priced lines as shown */
    total: (lines: readonly { total_price: number | null; guests: number }[], totalUsd: number) => {
      const parts = lines.map((l) => ({ totalUsd: l.total_price, guests: l.guests }));
      return both(shownRequestTotal(parts, totalUsd, sent), totalUsd);
    },
  };
}
