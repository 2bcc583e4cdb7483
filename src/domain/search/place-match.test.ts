import { describe, expect, it } from 'vitest';
import { bestPlaceMatch, matchesPlaceQuery } from './place-match.js';

const places = [
  { name: 'Stone Town, Zanzibar', words: 'Stone Town, Zanzibar' },
  { name: 'Stone Town', words: 'Stone Town Stone Town, Zanzibar' },
  { name: 'North Coast, Zanzibar', words: 'North Coast, Zanzibar' },
  { name: 'Nungwi', words: 'Nungwi North Coast, Zanzibar' },
  { name: 'Ngorongoro', words: 'Ngorongoro' },
];

describe('matchesPlaceQuery', () => {
  it('ignores case, accents, commas and word order, and wants every word', () => {
    expect(matchesPlaceQuery('North Coast, Zanzibar', 'zanzibar NORTH')).toBe(true);
    expect(matchesPlaceQuery('Ngorongoro', 'Ngorongóro')).toBe(true);
    expect(matchesPlaceQuery('Zanzíbar', 'zanzibar')).toBe(true);
    expect(matchesPlaceQuery('Serengeti', 'serengeti east')).toBe(false);
  });
});

describe('bestPlaceMatch', () => {
  it('takes a place named exactly so before an earlier one the words also match', () => {
    expect(bestPlaceMatch(places, ' stone TOWN ')?.name).toBe('Stone Town');
  });

  it("else the first place in the list's order the words match, a destination by its location's words too", () => {
    expect(bestPlaceMatch(places, 'stone')?.name).toBe('Stone Town, Zanzibar');
    expect(bestPlaceMatch(places, 'nungw')?.name).toBe('Nungwi');
    expect(bestPlaceMatch(places, 'coast north')?.name).toBe('North Coast, Zanzibar');
  });

  it('finds nothing for blank text or a place it does not know', () => {
    expect(bestPlaceMatch(places, '   ')).toBeUndefined();
    expect(bestPlaceMatch(places, 'Atlantis')).toBeUndefined();
  });
});
