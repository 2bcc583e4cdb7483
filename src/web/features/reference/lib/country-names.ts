import type { Locale } from '#domain/i18n/locales.js';
import { useLocale } from '#web/lib/locale.js';

interface CountryRow {
  id: number;
  code: string;
  name: string;
}

const displayNames = new Map<Locale, Intl.DisplayNames>();

/**
 * A country as a page in `locale` names it, from its ISO code (Intl.DisplayNames: the server's Node and every
 * browser the site supports carry the names of all four languages); the stored English name when the code is
 * unknown to Intl.
 */
export function countryName(locale: Locale, code: string, fallback: string): string {
  let names = displayNames.get(locale);
  if (!names) displayNames.set(locale, (names = new Intl.DisplayNames(locale, { type: 'region', fallback: 'none' })));
  try {
    return names.of(code) ?? fallback;
  } catch {
    // a code Intl refuses as malformed
    return fallback;
  }
}

const sorted = new WeakMap<readonly CountryRow[], Map<Locale, CountryRow[]>>();

/**
 * The countries (the reference lists' rows, ids and codes unchanged) named in `locale` and in its alphabetical
 * order ('Österreich' among the Os in German, 'Égypte' among the Es in French). Kept per list and locale: the
 * list of 249 is sorted once, not at every render.
 */
export function countriesIn(locale: Locale, countries: readonly CountryRow[]): CountryRow[] {
  let byLocale = sorted.get(countries);
  if (!byLocale) sorted.set(countries, (byLocale = new Map()));
  let rows = byLocale.get(locale);
  if (!rows) {
    const collator = new Intl.Collator(locale);
    rows = countries
      .map((country) => ({ ...country, name: countryName(locale, country.code, country.name) }))
      .sort((a, b) => collator.compare(a.name, b.name));
    byLocale.set(locale, rows);
  }
  return rows;
}

/** `countriesIn` the page's language; undefined while the list loads. */
export function useCountries(countries: readonly CountryRow[] | undefined): CountryRow[] | undefined {
  const locale = useLocale();
  return countries && countriesIn(locale, countries);
}
