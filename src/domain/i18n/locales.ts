/**
 * The languages the storefront speaks (docs/decisions/018-languages.md). English is the default: its pages
 * keep the unprefixed URLs; every other locale's pages live under its code (`/de/safaris`).
 */
export const LOCALES = ['en', 'it', 'de', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The locales offered to visitors and search engines: the switcher lists them, pages name them as `hreflang`
 * alternates, the sitemap lists their URLs and a remembered choice leads to them. A locale whose interface is
 * not yet translated still answers at its URLs (to review it) but is kept out of search results.
 */
export const OFFERED_LOCALES: readonly Locale[] = ['en', 'it', 'de', 'fr'];

/** Each locale's name in its own language, as the switcher shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  it: 'Italiano',
  de: 'Deutsch',
  fr: 'Français',
};

export const isLocale = (value: unknown): value is Locale => LOCALES.some((locale) => locale === value);

export const isOffered = (locale: Locale): boolean => OFFERED_LOCALES.includes(locale);

/**
 * The offered locale a visitor's browser prefers most (an `Accept-Language` header or `navigator.languages`),
 * by language and ignoring the region (`de-AT` is `de`); null when it names none of them.
 */
export function preferredLocale(
  languages: string | readonly string[] | undefined,
  offered: readonly Locale[] = OFFERED_LOCALES,
): Locale | null {
  if (!languages) return null;
  const ranked =
    typeof languages === 'string'
      ? languages
          .split(',')
          .map((part, index) => {
            const [tag = '', ...params] = part.trim().split(';');
            const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
            return { tag, q: q === undefined ? 1 : Number(q), index };
          })
          .filter(({ tag, q }) => tag && q > 0)
          .sort((a, b) => b.q - a.q || a.index - b.index)
          .map(({ tag }) => tag)
      : languages;
  for (const tag of ranked) {
    const language = tag.toLowerCase().split('-')[0];
    const match = offered.find((locale) => locale === language);
    if (match) return match;
  }
  return null;
}
