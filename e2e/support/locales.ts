import { readFileSync } from 'node:fs';
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

/**
 * A message of the server's e-mails and PDFs in a locale (src/server/i18n/translate.ts reads the same files), its
 * placeholders left as they are; a test fails on one the catalogue lacks.
 */
export function mailTranslator(locale: Locale) {
  const catalogue = JSON.parse(readFileSync(`src/server/i18n/locales/${locale}.json`, 'utf8')) as Record<
    string,
    string
  >;
  return (id: string) => {
    const text = catalogue[id];
    if (!text) throw new Error(`${locale} e-mails have no translation for "${id}"`);
    return text;
  };
}
