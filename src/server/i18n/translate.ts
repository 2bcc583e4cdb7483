import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, type Locale } from '#domain/i18n/locales.js';
import de from './locales/de.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import it from './locales/it.json' with { type: 'json' };

/**
 * The server's own messages (docs/i18n.md 'E-mails and PDFs'): what the tourist's e-mails and the confirmation
 * PDF say. As on the web, a message's id is its English text, marked where it is written by `t('…')` (or `msg('…')`
 * when it is defined apart); each other locale's translation is in `locales/{locale}.json`, kept in line with the
 * code by `npm run i18n:sync` and checked by scripts/i18n/server-catalogues.test.ts.
 */
export type Translate = (id: string, values?: Record<string, string | number>) => string;

/** Each locale's translations by English id; English has none (the id is the text). */
export const SERVER_CATALOGUES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = { en: {}, it, de, fr };

const translators = new Map<Locale, Translate>();

/**
 * Words the server's messages in `locale`: `{name}` filled in, ICU plurals by the locale's rules. A message
 * missing from the catalogue (the completeness test forbids it) shows its English.
 */
export function translator(locale: Locale = DEFAULT_LOCALE): Translate {
  let translate = translators.get(locale);
  if (!translate) {
    const i18n: I18n = setupI18n({ locale, messages: { [locale]: SERVER_CATALOGUES[locale] } });
    // The catalogues are plain text: compiled as they are used (the server is no browser to keep small).
    i18n.setMessagesCompiler(compileMessage);
    translate = (id, values) => i18n._(id, values);
    translators.set(locale, translate);
  }
  return translate;
}

/** The agency's copy of every mail: English. */
export const english: Translate = translator(DEFAULT_LOCALE);
