import { describe, expect, it } from 'vitest';
import { matchesPlaceQuery, placeWords, withinOneEdit } from './place-match.js';

describe('matchesPlaceQuery', () => {
  it('ignores case, accents, commas and word order, and wants every word', () => {
    expect(matchesPlaceQuery('North Coast, Zanzibar', 'zanzibar NORTH')).toBe(true);
    expect(matchesPlaceQuery('Ngorongoro', 'Ngorongóro')).toBe(true);
    expect(matchesPlaceQuery('Zanzíbar', 'zanzibar')).toBe(true);
    expect(matchesPlaceQuery('Serengeti', 'serengeti east')).toBe(false);
  });

  it('forgives one typo in a word of 5 letters or more', () => {
    expect(matchesPlaceQuery('Serengeti', 'Serengetti')).toBe(true);
    expect(matchesPlaceQuery('North Coast, Zanzibar', 'zanzibr')).toBe(true);
    expect(matchesPlaceQuery('Serengeti', 'Srengetti')).toBe(false);
    expect(matchesPlaceQuery('Paje', 'Page')).toBe(false);
  });
});

describe('placeWords', () => {
  it('splits at anything but letters and digits, as one spelling', () => {
    expect(placeWords('Manyara-See, Strände & Crème')).toEqual(['manyara', 'see', 'strande', 'creme']);
    expect(placeWords('Große Migration')).toEqual(['grosse', 'migration']);
  });
});

describe('withinOneEdit', () => {
  it.each([
    ['serengeti', 'serengetti', true],
    ['kendwa', 'kandwa', true],
    ['nungwi', 'ngwi', false],
    ['sansibar', 'zanzibar', false],
    ['paje', 'paje', true],
    ['ab', 'ba', false],
  ])('%s and %s: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });
});
