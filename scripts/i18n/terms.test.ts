import { describe, expect, it } from 'vitest';
import { readCatalogue } from './catalogue-files.js';
import { readServerCatalogue, TRANSLATED_LOCALES } from './server-catalogue-files.js';

// One word for one thing in each language: every message that names a term says it as the term's own message does,
// in the storefront's catalogue and in the e-mails' ('Hochsaison' everywhere, never 'Hauptsaison' beside it).

/** Terms whose translation every message containing them must repeat. */
const TERMS = ['High season', 'Low season'];

describe.each(TRANSLATED_LOCALES)('%s', (locale) => {
  it.each(TERMS)('says "%s" one way in every message that names it', async (term) => {
    const web = await readCatalogue(locale);
    const server = readServerCatalogue(locale);
    const word = web.get(term)!.toLowerCase();
    expect(server.get(term)?.toLowerCase(), `${locale} e-mails: ${term}`).toBe(word);
    const naming = [...web, ...server].filter(([id]) => id.toLowerCase().includes(term.toLowerCase()));
    expect(naming.length).toBeGreaterThan(1);
    for (const [id, translation] of naming) expect(translation.toLowerCase(), `${locale}: ${id}`).toContain(word);
  });
});
