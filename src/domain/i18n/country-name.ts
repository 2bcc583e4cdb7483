import type { Locale } from './locales.js';

const displayNames = new Map<Locale, Intl.DisplayNames>();

/** A country as `locale` names it, from its ISO code; `fallback` (the stored English name) for a code Intl lacks. */
export function countryNameIn(locale: Locale, code: string, fallback: string): string {
  if (locale === 'en') return fallback;
  let names = displayNames.get(locale);
  if (!names) displayNames.set(locale, (names = new Intl.DisplayNames(locale, { type: 'region', fallback: 'none' })));
  try {
    return names.of(code) ?? fallback;
  } catch {
    return fallback;
  }
}
