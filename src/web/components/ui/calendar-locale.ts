import type { Locale as DateFnsLocale } from 'date-fns';
import { use } from 'react';
import type { Locale } from '#domain/i18n/locales.js';

// The calendar's month and weekday names in the page's language: date-fns's locale for it, loaded as its own
// small chunk when a calendar is first approached, and only the visitor's. English is the library's default.
const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<DateFnsLocale>> = {
  it: async () => (await import('date-fns/locale/it')).it,
  de: async () => (await import('date-fns/locale/de')).de,
  fr: async () => (await import('date-fns/locale/fr')).fr,
};

const loading = new Map<Locale, Promise<DateFnsLocale>>();

/** Starts loading the locale's calendar words (once); undefined for English, which needs none. */
export function loadCalendarLocale(locale: Locale): Promise<DateFnsLocale> | undefined {
  if (locale === 'en') return undefined;
  let promise = loading.get(locale);
  if (!promise) loading.set(locale, (promise = LOADERS[locale]()));
  return promise;
}

/** The locale's calendar words, suspending until they have loaded. */
export function useCalendarLocale(locale: Locale): DateFnsLocale | undefined {
  const promise = loadCalendarLocale(locale);
  return promise && use(promise);
}
