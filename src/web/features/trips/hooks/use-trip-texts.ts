import { useCurrency } from '#web/features/currency/hooks/use-currency.js';
import { useT } from '#web/i18n/i18n.js';

/**
 * A trip's words around its figures, in the page's language: '7 days' and 'From $1,494' (or 'Contact for
 * pricing', as the currency words every starting price).
 */
export function useTripTexts() {
  const t = useT();
  const { fromPrice } = useCurrency();
  return {
    days: (count: number) => t('{count, plural, one {{count} day} other {{count} days}}', { count }),
    fromPrice,
  };
}
