import { describe, expect, it } from 'vitest';
import {
  isMainlandLocationName,
  isSafariTrip,
  isZanzibarDestination,
  isZanzibarTrip,
  SAFARI_KEYWORDS,
  ZANZIBAR_KEYWORDS,
  type ClassifiableTrip,
} from './classification.js';

const at = (name: string, location: string | null = null) => ({
  destination: { name, location: location === null ? null : { name: location } },
});

describe('isSafariTrip', () => {
  it('puts a Zanzibar beach trip in the Zanzibar section', () => {
    const trip: ClassifiableTrip = {
      name: 'Nungwi Beach Escape',
      description: '<p>White sand and sunsets on the north coast.</p>',
      trip_destinations: [at('Nungwi Beach', 'North Coast, Zanzibar'), at('Kendwa', 'North Coast, Zanzibar')],
    };
    expect(isSafariTrip(trip)).toBe(false);
    expect(isZanzibarTrip(trip)).toBe(true);
  });

  it('keeps a Stone Town tour that mentions wildlife in Jozani on Zanzibar', () => {
    const trip: ClassifiableTrip = {
      name: 'Stone Town & Jozani Forest',
      description: '<p>Walk the old town, then meet the wildlife of Jozani: the red colobus monkeys.</p>',
      trip_destinations: [at('Stone Town', 'Stone Town, Zanzibar'), at('Jozani Forest', 'Central Zanzibar')],
    };
    expect(isSafariTrip(trip)).toBe(false);
  });

  it('puts a Serengeti safari in the safari section', () => {
    const trip: ClassifiableTrip = {
      name: 'Great Migration 5 days / 4 nights',
      description: '<p>Game drives across the plains.</p>',
      trip_destinations: [at('Serengeti National Park', 'Serengeti'), at('Ngorongoro Crater', 'Ngorongoro')],
    };
    expect(isSafariTrip(trip)).toBe(true);
  });

  it('counts a mainland park among the destinations even when the trip ends on the beach', () => {
    const trip: ClassifiableTrip = {
      name: 'Bush & Beach',
      trip_destinations: [
        at('Tarangire National Park', 'Tarangire & Lake Manyara'),
        at('Paje', 'South East Coast, Zanzibar'),
      ],
    };
    expect(isSafariTrip(trip)).toBe(true);
  });

  it('classifies a trip without destinations by its name, then its description', () => {
    expect(isSafariTrip({ name: 'Big Five Safari Adventure', trip_destinations: [] })).toBe(true);
    expect(isSafariTrip({ name: 'Tanzania Safaris Sampler', trip_destinations: null })).toBe(true);
    expect(isSafariTrip({ name: 'Safari Blue Dhow Day', description: 'Sandbanks and seafood in Menai Bay.' })).toBe(
      false,
    );
    expect(isSafariTrip({ name: 'Sunset Cruise', description: '<p>A dhow off Stone Town.</p>' })).toBe(false);
    expect(isSafariTrip({ name: 'Day Trip', description: '<p>Fly to Mikumi for a game drive.</p>' })).toBe(true);
    expect(isSafariTrip({ name: 'Cooking Class' })).toBe(false);
  });

  it('matches whole words only', () => {
    expect(isSafariTrip({ name: 'Marahubi Palace Ruins' })).toBe(false);
    expect(isSafariTrip({ name: 'Safarinet Cafe Visit' })).toBe(false);
  });
});

describe('isMainlandLocationName', () => {
  it.each([
    'Serengeti',
    'Arusha',
    'Tarangire & Lake Manyara',
    'Southern Tanzania',
    'Kilimanjaro',
    'Ngorongoro',
    'Tanzania',
  ])('%s is mainland', (name) => {
    expect(isMainlandLocationName(name)).toBe(true);
  });

  it.each([
    'Stone Town, Zanzibar',
    'North Coast, Zanzibar',
    'Central Zanzibar',
    'Zanzibar, Tanzania',
    'Pemba Island',
    'Somewhere',
  ])('%s is not mainland', (name) => {
    expect(isMainlandLocationName(name)).toBe(false);
  });
});

describe('isZanzibarDestination', () => {
  it('reads the name and the location', () => {
    expect(isZanzibarDestination({ name: 'Prison Island', location: { name: 'Stone Town, Zanzibar' } })).toBe(true);
    expect(isZanzibarDestination({ name: 'Mnemba Atoll', location: null })).toBe(true);
    expect(isZanzibarDestination({ name: 'Ngorongoro Crater', location: { name: 'Ngorongoro' } })).toBe(false);
    expect(isZanzibarDestination({ name: 'Lake Victoria' })).toBe(false);
  });
});

describe('keyword lists', () => {
  it('hold the documented words and the main places', () => {
    for (const word of [
      'safari',
      'wildlife',
      'game drive',
      'big five',
      'migration',
      'serengeti',
      'tanzania mainland',
    ]) {
      expect(SAFARI_KEYWORDS).toContain(word);
    }
    for (const word of ['zanzibar', 'stone town', 'jozani', 'prison island', 'spice']) {
      expect(ZANZIBAR_KEYWORDS).toContain(word);
    }
  });
});
