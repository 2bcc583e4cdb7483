import type { Locale } from '#domain/i18n/locales.js';
import { useLocale } from '#web/lib/locale.js';
import { useCurrency } from './use-currency.js';

/** What a request carries of the page it was sent from: the tourist's e-mails and pages about it keep both. */
export interface SentIn {
  locale: Locale;
  /** the currency the tourist browsed in: the server prices the request in it at the rate the page showed */
  currency: string;
}

export function useSentIn(): SentIn {
  return { locale: useLocale(), currency: useCurrency().selectedCode };
}
