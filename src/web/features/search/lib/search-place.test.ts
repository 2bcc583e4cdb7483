import { describe, expect, it } from 'vitest';
import { createI18n, type Translate } from '#web/i18n/i18n.js';
import { serverCatalogues } from '#web/i18n/server-catalogues.js';
import { placeName } from './search-place.js';

const german = createI18n('de', serverCatalogues.de).t as Translate;

describe('placeName', () => {
  it("names a location in the page's language and a destination by its (already translated) name", () => {
    expect(placeName({ id: 2, name: 'North Coast, Zanzibar' }, german)).toBe('Nordküste, Sansibar');
    const nungwi = { id: 2, name: 'North Coast, Zanzibar', destination: { uuid: 'u', name: 'Nungwi' } };
    expect(placeName(nungwi, german)).toBe('Nungwi');
  });
});
