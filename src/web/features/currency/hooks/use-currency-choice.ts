import { useCallback, useEffect, useState } from 'react';
import { storage } from '#web/lib/storage.js';
import { writeCurrencyCookie } from '#web/features/currency/lib/currency-cookie.js';
import { SELECTED_CURRENCY_KEY } from '#web/features/currency/lib/currency-context.js';

export interface CurrencyChoiceOptions {
  /** the currency the server rendered the page in; the visitor's stored choice otherwise */
  initialCode?: string | undefined;
  /**
   * After the visitor chose a currency (already stored and sent as a cookie). A server-rendered page reloads:
   * its prices are the server's HTML, which the server renders in the new currency.
   */
  afterSelect?: ((code: string) => void) | undefined;
}

/** The visitor's currency: the code chosen, kept in storage and in the cookie the server renders with. */
export function useCurrencyChoice({ initialCode, afterSelect }: CurrencyChoiceOptions) {
  const [selectedCode, setSelectedCode] = useState(() => initialCode ?? storage.get(SELECTED_CURRENCY_KEY) ?? 'USD');

  // A choice stored before the server knew it (no cookie yet) wins once, after the page has hydrated:
  // the first render must match the server's HTML, so this cannot be the initial state.
  useEffect(() => {
    const stored = storage.get(SELECTED_CURRENCY_KEY);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one adoption of stored state after hydration
    if (initialCode !== undefined && stored && stored !== initialCode) setSelectedCode(stored);
  }, [initialCode]);
  // The choice is mirrored in the cookie the server renders with; never over a newer one another island (or
  // this one, from a choice made before it hydrated) has stored since this one started.
  useEffect(() => {
    const stored = storage.get(SELECTED_CURRENCY_KEY);
    if (stored && stored !== selectedCode) return;
    storage.set(SELECTED_CURRENCY_KEY, selectedCode);
    writeCurrencyCookie(selectedCode);
  }, [selectedCode]);
  const select = useCallback(
    (code: string) => {
      storage.set(SELECTED_CURRENCY_KEY, code);
      writeCurrencyCookie(code);
      setSelectedCode(code);
      afterSelect?.(code);
    },
    [afterSelect],
  );
  return { selectedCode, select };
}
