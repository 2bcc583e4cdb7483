import { describe, expect, it } from 'vitest';
import type { Testimonial } from '#domain/api/catalogue.js';
import { countriesIn, countryName, countryOptions, testimonialsIn } from './country-names.js';

const STORED = [
  { id: 1, code: 'GB', name: 'United Kingdom' },
  { id: 2, code: 'AT', name: 'Austria' },
  { id: 3, code: 'EG', name: 'Egypt' },
  { id: 4, code: 'DE', name: 'Germany' },
  { id: 5, code: 'AA', name: 'Atlantis' },
];

describe('countries in the page language', () => {
  it('are named from their codes and sorted as the language sorts; ids, codes and stored names kept', () => {
    const german = countriesIn('de', STORED);
    expect(german.map(({ id, code, label }) => [id, code, label])).toEqual([
      [3, 'EG', 'Ägypten'],
      [5, 'AA', 'Atlantis'],
      [4, 'DE', 'Deutschland'],
      [2, 'AT', 'Österreich'],
      [1, 'GB', 'Vereinigtes Königreich'],
    ]);
    expect(german.find((country) => country.code === 'AT')?.name).toBe('Austria');
    expect(countryOptions(countriesIn('fr', STORED))).toEqual([
      { id: 4, name: 'Allemagne' },
      { id: 5, name: 'Atlantis' },
      { id: 2, name: 'Autriche' },
      { id: 3, name: 'Égypte' },
      { id: 1, name: 'Royaume-Uni' },
    ]);
  });

  it('keep the stored name for a code no language knows', () => {
    expect(countryName('it', 'AA', 'Atlantis')).toBe('Atlantis');
    expect(countryName('it', 'not a code', 'Atlantis')).toBe('Atlantis');
    expect(countryName('it', 'TZ', 'Tanzania')).toBe('Tanzania');
  });

  it("name a testimonial's country by its code, and leave one without a code as it is", () => {
    const testimonial = (country: string | null, code: string | null): Testimonial => ({
      uuid: 'u',
      rating: 5,
      comments: 'Asante',
      tourist: { name: 'Thabo Nkosi', country, country_code: code },
      created_at: '2025-01-01T00:00:00.000Z',
    });
    const [named, unnamed] = testimonialsIn('fr', [testimonial('South Africa', 'ZA'), testimonial('Atlantis', null)]);
    expect(named?.tourist).toEqual({ name: 'Thabo Nkosi', country: 'Afrique du Sud', country_code: 'ZA' });
    expect(unnamed?.tourist.country).toBe('Atlantis');
  });
});
