import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { parseRate } from '#domain/currency/format-price.js';
import { useProvidedSplashBasics } from '#web/features/reference/api/splash-basics-context.js';
import { getExchangeRateQueryOptions } from '#web/features/currency/api/get-exchange-rate.js';
import { useCurrencyChoice, type CurrencyChoiceOptions } from '#web/features/currency/hooks/use-currency-choice.js';
import { CurrencyContext, currencyValue } from '#web/features/currency/lib/currency-context.js';
import { useT } from '#web/i18n/i18n.js';
import { useLocale } from '#web/lib/locale.js';

/**
 * The currency with its prices: the list from the splash, and the live rate of the selected currency.
 * Islands that show no price have `StaticCurrencyProvider`, without the query library.
 */
export function CurrencyProvider({ children, ...choice }: CurrencyChoiceOptions & { children: ReactNode }) {
  const splash = useProvidedSplashBasics();
  const currencies = useMemo(() => splash.data?.currencies ?? [], [splash.data]);
  const { selectedCode, select } = useCurrencyChoice(choice);
  const listed = currencies.find((c) => c.code === selectedCode);
  const liveRate = useQuery(getExchangeRateQueryOptions(listed)).data;
  const locale = useLocale();
  const t = useT();

  // The list's rate until (or unless) the live one arrives.
  const currentRate = !listed || listed.code === 'USD' ? 1 : (liveRate ?? parseRate(listed.rate));

  const value = useMemo(
    () => currencyValue(currencies, listed, currentRate, select, locale, t),
    [currencies, listed, currentRate, select, locale, t],
  );
  return <CurrencyContext value={value}>{children}</CurrencyContext>;
}
