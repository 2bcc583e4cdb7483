import { LOCALES, type Locale } from '../../src/domain/i18n/locales.js';
import { readCatalogue } from '../../scripts/i18n/catalogue-files.js';

/** Every locale but English: the ones whose pages live under their code. */
export const OTHERS = LOCALES.filter((locale) => locale !== 'en');

/** A message in a locale, as its catalogue translates it; a test fails on one the catalogue lacks. */
export async function translator(locale: Locale) {
  const catalogue = await readCatalogue(locale);
  return (id: string) => {
    const text = catalogue.get(id);
    if (!text) throw new Error(`${locale} has no translation for "${id}"`);
    return text;
  };
}
