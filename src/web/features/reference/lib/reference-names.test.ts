import { describe, expect, it } from 'vitest';
import { createI18n, type Translate } from '#web/i18n/i18n.js';
import { serverCatalogues } from '#web/i18n/server-catalogues.js';
import { referenceName, seasonName, translatedNames } from './reference-names.js';

const german = createI18n('de', serverCatalogues.de).t as Translate;
const french = createI18n('fr', serverCatalogues.fr).t as Translate;

describe('reference names on a translated page', () => {
  it('name trip types, classes, genders, places and seasons in the page language', () => {
    expect(referenceName(german, 'Great Migration Safari')).toBe('Safari zur Großen Migration');
    expect(referenceName(french, 'Comfort')).toBe('Confort');
    expect(referenceName(german, 'Prefer not to say')).toBe('Keine Angabe');
    expect(referenceName(french, 'Tarangire & Lake Manyara')).toBe('Tarangire et lac Manyara');
    expect(referenceName(german, 'Zanzibar Urban/West')).toBe('Sansibar Stadt/West');
    expect(seasonName(german, 'High')).toBe('Hochsaison');
    expect(seasonName(french, 'Low')).toBe('Basse saison');
  });

  it('keep ids and order, and show a name the agency added later as it is stored', () => {
    expect(
      translatedNames(german, [
        { id: 3, name: 'Luxury' },
        { id: 9, name: 'Honeymoon Escape' },
      ]),
    ).toEqual([
      { id: 3, name: 'Luxus' },
      { id: 9, name: 'Honeymoon Escape' },
    ]);
    expect(seasonName(german, 'Shoulder')).toBe('Shoulder');
  });
});
