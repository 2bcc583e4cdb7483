import { createContext, use } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#domain/i18n/locales.js';

/** The language of the page being shown: its URL's (`/de/…` is German), the same on the server and in the browser. */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export const useLocale = (): Locale => use(LocaleContext);

/**
 * The page's language outside React (a query's fetch): the `<html lang>` the server wrote for the URL. A page
 * never changes language without a new document (the switcher is a link), so it holds for the page's life.
 */
export function documentLocale(): Locale {
  const lang = typeof document === 'undefined' ? DEFAULT_LOCALE : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** The `locale` of a catalogue read in the page's language; none for English, so its URLs stay as they were. */
export const catalogueLocaleQuery = (): { locale?: Locale } => {
  const locale = documentLocale();
  return locale === DEFAULT_LOCALE ? {} : { locale };
};
