import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { SERVER_CATALOGUES } from '#server/i18n/translate.js';
import { extractServerMessages, readServerCatalogue, TRANSLATED_LOCALES } from './server-catalogue-files.js';

// Every message of the tourist's e-mails and PDF is in every translated locale's server catalogue, translated,
// and no catalogue keeps a message no code uses. `npm run i18n:sync` brings them in line with the code.

const used = extractServerMessages();
/** The names a message fills in (`{count}`, `{count, plural, …}`), whatever the words around them. */
const argumentNames = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();

describe.each(TRANSLATED_LOCALES)('the server %s catalogue', (locale) => {
  const catalogue = readServerCatalogue(locale);

  it('holds exactly the messages the code uses', () => {
    const missing = [...used.keys()].filter((id) => !catalogue.has(id));
    const unused = [...catalogue.keys()].filter((id) => !used.has(id));
    expect({ missing, unused }).toEqual({ missing: [], unused: [] });
  });

  it('translates every message, filling in what the English fills in', () => {
    for (const [id, translation] of catalogue) {
      expect(translation.trim(), `${locale}: ${id}`).not.toBe('');
      expect(argumentNames(translation), `${locale}: ${id}`).toEqual(argumentNames(id));
      expect(() => compileMessage(translation), `${locale}: ${id}`).not.toThrow();
    }
  });

  it('is the catalogue the server speaks', () => {
    expect(SERVER_CATALOGUES[locale]).toEqual(Object.fromEntries(catalogue));
  });
});

it('finds messages only where they are marked, and the English of each compiles', () => {
  expect(used.size).toBeGreaterThan(0);
  for (const id of used.keys()) expect(() => compileMessage(id), id).not.toThrow();
});
