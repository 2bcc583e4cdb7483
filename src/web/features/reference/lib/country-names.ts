import type { Testimonial } from '#domain/api/catalogue.js';
import type { Splash } from '#domain/api/reference.js';
import type { Locale } from '#domain/i18n/locales.js';

type Country = Splash['countries'][number];

/** A country of the reference lists with its name in the page's language (`name` stays the stored English). */
export interface ShownCountry extends Country {
  label: string;
}

/** The reference lists as a page keeps them: the countries named in its language and in its order. */
export type ShownSplash = Omit<Splash, 'countries'> & { countries: ShownCountry[] };

const displayNames = new Map<Locale, Intl.DisplayNames>();

/**
 * A country as a page in `locale` names it, from its ISO code (Intl.DisplayNames); `fallback` (the stored English
 * name) for a code Intl does not know.
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

/*
 * Names are given where a list is loaded (the server's route loader, the browser's fetch), never while a page
 * draws: a browser's names differ from Node's for a few countries (Chromium says 'Hong Kong' where Node says
 * 'Hong Kong SAR China'), and a page must hydrate with the very names the server wrote. The page's data carries
 * them; a list the browser fetches itself is named by the browser, and drawn only there.
 */

/** The countries named in `locale` and sorted as it sorts ('Österreich' among the Os in German); ids and codes kept. */
export function countriesIn(locale: Locale, countries: readonly Country[]): ShownCountry[] {
  const collator = new Intl.Collator(locale);
  return countries
    .map((country) => ({ ...country, label: countryName(locale, country.code, country.name) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/**
 * The lists already named, per answer and language: the server renders every page from the one answer its catalogue
 * version keeps, and naming and sorting 250 countries was a part of each render of its own. Nothing changes a
 * list once named (the query library replaces answers, never edits them).
 */
const named = new WeakMap<Splash, Map<Locale, ShownSplash>>();

/** The reference lists with their countries named in `locale`. */
export function splashIn(locale: Locale, splash: Splash): ShownSplash {
  let byLocale = named.get(splash);
  if (!byLocale) named.set(splash, (byLocale = new Map()));
  let shown = byLocale.get(locale);
  if (!shown) byLocale.set(locale, (shown = { ...splash, countries: countriesIn(locale, splash.countries) }));
  return shown;
}

/** Testimonials with each tourist's country named in `locale`. */
export const testimonialsIn = (locale: Locale, testimonials: readonly Testimonial[]): Testimonial[] =>
  testimonials.map((testimonial) => {
    const { country, country_code: code } = testimonial.tourist;
    return code
      ? { ...testimonial, tourist: { ...testimonial.tourist, country: countryName(locale, code, country ?? code) } }
      : testimonial;
  });

/** A select's options of the countries, by the names the page shows. */
export const countryOptions = (countries: readonly ShownCountry[]) =>
  countries.map(({ id, label }) => ({ id, name: label }));
