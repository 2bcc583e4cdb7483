import { describe, expect, it } from 'vitest';
import { countriesIn, countryName } from './country-names.js';

const STORED = [
  { id: 1, code: 'GB', name: 'United Kingdom' },
  { id: 2, code: 'AT', name: 'Austria' },
  { id: 3, code: 'EG', name: 'Egypt' },
  { id: 4, code: 'DE', name: 'Germany' },
  { id: 5, code: 'AA', name: 'Atlantis' },
];

describe('countries in the page language', () => {
  it('are named from their codes and sorted as the language sorts, ids and codes kept', () => {
    expect(countriesIn('de', STORED).map(({ id, code, name }) => [id, code, name])).toEqual([
      [3, 'EG', 'Ägypten'],
      [5, 'AA', 'Atlantis'],
      [4, 'DE', 'Deutschland'],
      [2, 'AT', 'Österreich'],
      [1, 'GB', 'Vereinigtes Königreich'],
    ]);
    expect(countriesIn('fr', STORED).map((country) => country.name)).toEqual([
      'Allemagne',
      'Atlantis',
      'Autriche',
      'Égypte',
      'Royaume-Uni',
    ]);
  });

  it('keep the stored name for a code no language knows', () => {
    expect(countryName('it', 'AA', 'Atlantis')).toBe('Atlantis');
    expect(countryName('it', 'not a code', 'Atlantis')).toBe('Atlantis');
    expect(countryName('it', 'TZ', 'Tanzania')).toBe('Tanzania');
    expect(countryName('en', 'CI', "Côte d'Ivoire")).toBe('Côte d’Ivoire');
  });
});
