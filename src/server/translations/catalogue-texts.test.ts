import { describe, expect, it } from 'vitest';
import type { Destination, Trip } from '#domain/api/catalogue.js';
import {
  destinationTexts,
  ENGLISH,
  sourceHash,
  textKey,
  translateDestination,
  translateTrip,
  type TextPlace,
  type Translator,
} from './catalogue-texts.js';

const trip: Trip = {
  id: 7,
  uuid: 'a',
  slug: 'safari',
  name: 'Crater Safari',
  description: '<p>Three days.</p>',
  image: '/i.webp',
  banner: '/b.webp',
  base_price: 900,
  price: 1000,
  is_published: true,
  from_date: null,
  to_date: null,
  trip_type: { id: 1, name: 'Wildlife Safari' },
  trip_destinations: [{ destination: { id: 3, uuid: 'd', name: 'Lake Manyara', location: { id: 1, name: 'Arusha' } } }],
  trip_categories: [{ category: { name: 'Wildlife' } }],
  trip_points: [
    { order: 1, day_number: 1, title: 'Arrive', description: '<p>Pick-up.</p>' },
    { order: 2, day_number: 2, title: 'Game drive', description: '<p>All day.</p>' },
  ],
  trip_addons: [{ category: { name: 'Breakfast' } }],
  trip_not_addons: [{ category: { name: 'Visa fees' } }],
  budgets: [],
  rating_average: 4.5,
  ratings_count: 2,
};

/** German for some texts, as a stored translation would give them when it is current. */
function german(texts: Record<string, string>, categories: Record<string, string> = {}): Translator {
  return {
    text: (place: TextPlace, english: string) => texts[textKey(place)] ?? english,
    category: (english) => categories[english] ?? english,
  };
}

describe('translateTrip', () => {
  it('lays each translated text over its English and keeps the English elsewhere, never an empty field', () => {
    const translated = translateTrip(
      trip,
      german(
        {
          'trip:7:name:0': 'Krater-Safari',
          'trip:7:day_title:1': 'Pirschfahrt',
          'destination:3:name:0': 'Manyara-See',
        },
        { Breakfast: 'Frühstück' },
      ),
    );
    expect(translated.name).toBe('Krater-Safari');
    expect(translated.description).toBe('<p>Three days.</p>');
    expect(translated.trip_points.map((p) => p.title)).toEqual(['Arrive', 'Pirschfahrt']);
    expect(translated.trip_destinations[0]!.destination.name).toBe('Manyara-See');
    expect(translated.trip_addons[0]!.category.name).toBe('Frühstück');
    expect(translated.trip_not_addons[0]!.category.name).toBe('Visa fees');
    // Everything else as it was, in the same key order (the stored JSON's).
    expect(Object.keys(translated)).toEqual(Object.keys(trip));
    expect(translated.budgets).toBe(trip.budgets);
    expect(translated.rating_average).toBe(4.5);
  });

  it('is the English itself without translations', () => {
    expect(translateTrip(trip, ENGLISH)).toEqual(trip);
  });
});

describe('destination texts', () => {
  const destination: Destination = {
    id: 3,
    uuid: 'd',
    slug: 'lake-manyara',
    name: 'Lake Manyara',
    description: '<p>Soda lake.</p>',
    image: '',
    banner: '',
    location: { id: 1, name: 'Arusha' },
    region: { id: 1, name: 'Manyara' },
    categories: [{ name: 'Nature' }, { name: 'Unknown' }],
    facts: [{ fact: 'Area: 330 km²' }],
    activities: [{ name: 'Game drives' }, { name: 'Canoeing' }],
    rating_average: null,
    ratings_count: 0,
  };

  it('lists name, description, each fact and activity by place, and known categories as shared', () => {
    const texts = destinationTexts(destination, new Map([['Nature', 12]]));
    expect(texts.map((t) => [t.label, textKey(t)])).toEqual([
      ['Name', 'destination:3:name:0'],
      ['Description', 'destination:3:description:0'],
      ['Fact 1', 'destination:3:fact:0'],
      ['Activity 1', 'destination:3:activity:0'],
      ['Activity 2', 'destination:3:activity:1'],
      ['Interest · Nature', 'category:12:name:0'],
    ]);
  });

  it('translates facts and activities by their place in the list', () => {
    const translated = translateDestination(destination, german({ 'destination:3:activity:1': 'Kanufahren' }));
    expect(translated.activities.map((a) => a.name)).toEqual(['Game drives', 'Kanufahren']);
    expect(translated.facts).toEqual(destination.facts);
  });
});

describe('sourceHash', () => {
  it('changes with the English, even by one character, and is stable', () => {
    expect(sourceHash('Crater Safari')).toBe(sourceHash('Crater Safari'));
    expect(sourceHash('Crater Safari')).not.toBe(sourceHash('Crater Safari.'));
  });
});
