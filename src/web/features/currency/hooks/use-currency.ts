import { use } from 'react';
import { CurrencyContext, type CurrencyContextValue } from '#web/features/currency/lib/currency-context.js';

export function useCurrency(): CurrencyContextValue {
  const value = use(CurrencyContext);
  if (!value) throw new Error('useCurrency needs a CurrencyProvider');
  return value;
}
