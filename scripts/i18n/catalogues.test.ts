import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#domain/i18n/locales.js';
import { extractMessages, readCatalogue } from './catalogue-files.js';

// Every message the storefront shows is in every locale's catalogue, translated, and no catalogue keeps a
// message no code uses. `npm run i18n:sync` brings the catalogues in line with the code.

const used = extractMessages();
/** The names a message fills in (`{count}`, `{count, plural, …}`), whatever the words around them. */
const argumentNames = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();

describe.each(LOCALES)('the %s catalogue', (locale) => {
  it('holds exactly the messages the code uses', async () => {
    const catalogue = await readCatalogue(locale);
    const missing = [...used.keys()].filter((id) => !catalogue.has(id));
    const unused = [...catalogue.keys()].filter((id) => !used.has(id));
    expect({ missing, unused }).toEqual({ missing: [], unused: [] });
  });

  it.skipIf(locale === 'en')('translates every message, filling in what the English fills in', async () => {
    const catalogue = await readCatalogue(locale);
    for (const [id, translation] of catalogue) {
      expect(translation, `${locale}: ${id}`).not.toBe('');
      expect(argumentNames(translation), `${locale}: ${id}`).toEqual(argumentNames(id));
      expect(() => compileMessage(translation), `${locale}: ${id}`).not.toThrow();
    }
  });
});

it('finds messages only where they are marked, and the English of each compiles', () => {
  expect(used.size).toBeGreaterThan(0);
  for (const id of used.keys()) expect(() => compileMessage(id), id).not.toThrow();
});
