import { createContext, use } from 'react';
import { DEFAULT_LOCALE, type Locale } from '#domain/i18n/locales.js';

/** The language of the page being shown: its URL's (`/de/…` is German), the same on the server and in the browser. */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export const useLocale = (): Locale => use(LocaleContext);
