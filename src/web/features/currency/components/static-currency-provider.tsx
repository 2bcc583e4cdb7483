import { useMemo, type ReactNode } from 'react';
import type { Currency } from '#domain/api/reference.js';
import { parseRate } from '#domain/currency/format-price.js';
import { getExchangeRate } from '#web/features/currency/api/exchange-rate.js';
import { useCurrencyChoice, type CurrencyChoiceOptions } from '#web/features/currency/hooks/use-currency-choice.js';
import { CurrencyContext, currencyValue } from '#web/features/currency/lib/currency-context.js';
import { useT } from '#web/i18n/i18n.js';
import { useLocale } from '#web/lib/locale.js';

/**
 * The currency as an island that shows no price needs it (the header's picker): the page's list, the choice
 * kept as `CurrencyProvider` keeps it, and prices at the list's rate, never the live one. Without the query
 * library (about 10 KB gzipped), which Home's first islands then do not download; an island showing prices has
 * `CurrencyProvider` around it (`islands/page-queries.tsx`).
 */
export function StaticCurrencyProvider({
  children,
  currencies,
  ...choice
}: CurrencyChoiceOptions & { currencies: Currency[]; children: ReactNode }) {
  const { selectedCode, select: choose } = useCurrencyChoice(choice);
  const locale = useLocale();
  const t = useT();
  const listed = currencies.find((c) => c.code === selectedCode);
  const rate = !listed || listed.code === 'USD' ? 1 : parseRate(listed.rate);
  const value = useMemo(() => {
    // A switch asks for the new currency's live rate as `CurrencyProvider` does (docs/behaviour/currency.md:
    // one request per switch), though the page then loads again in it with the rate in its data.
    const select = (code: string) => {
      const next = currencies.find((c) => c.code === code);
      if (next && next.code !== 'USD' && next.code !== selectedCode) void getExchangeRate(next);
      choose(code);
    };
    return currencyValue(currencies, listed, rate, select, locale, t);
  }, [currencies, listed, rate, selectedCode, choose, locale, t]);
  return <CurrencyContext value={value}>{children}</CurrencyContext>;
}
