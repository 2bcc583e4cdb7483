import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, type Locale } from '../../src/domain/i18n/locales.js';
import { extractMessages, type MessageScope } from './catalogue-files.js';

/**
 * The server's message catalogues (docs/i18n.md 'E-mails and PDFs'): what the tourist's e-mails and the
 * confirmation PDF say, marked with `t('…')` or `msg('…')` like the storefront's. Each translated locale's are a
 * JSON object, English id → translation, in `src/server/i18n/locales/{locale}.json`; English needs none.
 */
export const SERVER_CATALOGUE_DIR = 'src/server/i18n/locales';

export const SERVER_MESSAGES: MessageScope = {
  dirs: ['src/server/mail/templates', 'src/server/pdf', 'src/server/i18n'],
  leftOut: [/\.test\.ts$/],
  markers: new Set(['t', 'msg']),
};

/** The locales the server's catalogues translate into. */
export const TRANSLATED_LOCALES = LOCALES.filter((locale) => locale !== 'en');

export const serverCataloguePath = (locale: Locale, root = process.cwd()) =>
  join(root, SERVER_CATALOGUE_DIR, `${locale}.json`);

/** Every message the server's mail and PDF code uses, in the order of its files and lines. */
export const extractServerMessages = (root = process.cwd()) => extractMessages(root, SERVER_MESSAGES);

/** A locale's server catalogue: each message's translation ('' when there is none yet). */
export function readServerCatalogue(locale: Locale, root = process.cwd()): Map<string, string> {
  const parsed = JSON.parse(readFileSync(serverCataloguePath(locale, root), 'utf8')) as Record<string, string>;
  return new Map(Object.entries(parsed));
}

/** The server's catalogues made to hold exactly its code's messages: new ones untranslated, unused ones dropped. */
export function syncServerCatalogues(root = process.cwd()): { added: number; dropped: number } {
  const used = extractServerMessages(root);
  let added = 0;
  let dropped = 0;
  for (const locale of TRANSLATED_LOCALES) {
    const existing = readServerCatalogue(locale, root);
    if (locale === 'de') {
      added = [...used.keys()].filter((id) => !existing.has(id)).length;
      dropped = [...existing.keys()].filter((id) => !used.has(id)).length;
    }
    const entries = Object.fromEntries([...used.keys()].map((id) => [id, existing.get(id) ?? '']));
    writeFileSync(serverCataloguePath(locale, root), `${JSON.stringify(entries, null, 2)}\n`);
  }
  return { added, dropped };
}
