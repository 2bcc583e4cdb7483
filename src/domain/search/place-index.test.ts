import { describe, expect, it } from 'vitest';
import { createPlaceIndex, isZanzibarTarget, type IndexedLocation, type IndexedPlace } from './place-index.js';

// The demo catalogue's places as the server indexes them (src/server/db/seed/data): each destination with its
// English name and its translations, its location and its interests, and the trips with their names in
// English, Italian, German and French.
const locations: IndexedLocation[] = [
  { id: 1, name: 'Stone Town, Zanzibar', isZanzibar: true },
  { id: 2, name: 'North Coast, Zanzibar', isZanzibar: true },
  { id: 3, name: 'South-East Coast, Zanzibar', isZanzibar: true },
  { id: 4, name: 'Central Zanzibar', isZanzibar: true },
  { id: 5, name: 'Serengeti', isZanzibar: false },
  { id: 6, name: 'Ngorongoro', isZanzibar: false },
  { id: 7, name: 'Tarangire & Lake Manyara', isZanzibar: false },
  { id: 8, name: 'Arusha', isZanzibar: false },
  { id: 9, name: 'Kilimanjaro', isZanzibar: false },
  { id: 10, name: 'Southern Tanzania', isZanzibar: false },
];
const at = (id: number) => locations.find((location) => location.id === id)!;

let nextId = 0;
const place = ([en, it, de, fr]: string[], location: number, interests: string[]): IndexedPlace => ({
  id: ++nextId,
  uuid: `00000000-0000-4000-8000-${String(nextId).padStart(12, '0')}`,
  names: { en: en!, ...(it ? { it, de, fr } : {}) },
  location: at(location),
  interests,
});

const places = [
  place(['Stone Town'], 1, ['Culture', 'History', 'Photography']),
  place(['Prison Island'], 1, ['History', 'Marine Life', 'Family']),
  place(['Nungwi'], 2, ['Beach', 'Culture', 'Marine Life', 'Honeymoon']),
  place(['Kendwa'], 2, ['Beach', 'Honeymoon', 'Marine Life']),
  place(['Mnemba'], 2, ['Marine Life', 'Beach', 'Adventure', 'Honeymoon']),
  place(['Paje'], 3, ['Beach', 'Adventure']),
  place(['Jambiani'], 3, ['Beach', 'Culture', 'Nature']),
  place(['Jozani Forest', 'Foresta di Jozani', 'Jozani-Wald', 'Forêt de Jozani'], 4, ['Nature', 'Wildlife', 'Family']),
  place(['Kizimbani Spice Farms'], 4, ['Culture', 'History', 'Family']),
  place(['Serengeti'], 5, ['Wildlife', 'Photography', 'Nature', 'Adventure']),
  place(['Ngorongoro Crater', 'Cratere di Ngorongoro', 'Ngorongoro-Krater', 'Cratère du Ngorongoro'], 6, ['Wildlife']),
  place(['Tarangire'], 7, ['Wildlife', 'Nature', 'Birdwatching', 'Photography']),
  place(['Lake Manyara', 'Lago Manyara', 'Manyara-See', 'Lac Manyara'], 7, ['Wildlife', 'Birdwatching', 'Nature']),
  place(['Kilimanjaro'], 9, ['Mountain', 'Adventure', 'Nature']),
  place(['Arusha'], 8, ['Culture', 'Nature', 'Adventure']),
  place(['Nyerere'], 10, ['Wildlife', 'Adventure', 'Birdwatching', 'Nature']),
  place(['Ruaha'], 10, ['Wildlife', 'Nature', 'Birdwatching', 'Photography']),
];
const idsOf = (...names: string[]) => names.map((name) => places.find((p) => p.names.en === name)!.id);

const trips = [
  {
    names: {
      en: 'Kilimanjaro Machame Route – 7 Days / 6 Nights',
      it: 'Kilimangiaro, via Machame – 7 giorni / 6 notti',
      de: 'Kilimandscharo, Machame-Route – 7 Tage / 6 Nächte',
      fr: 'Kilimandjaro, voie Machame – 7 jours / 6 nuits',
    },
    destinationIds: idsOf('Kilimanjaro'),
  },
  {
    names: { en: 'Zanzibar Island Highlights', de: 'Sansibar: Highlights der Insel' },
    destinationIds: idsOf('Stone Town', 'Kizimbani Spice Farms', 'Jozani Forest', 'Jambiani', 'Nungwi'),
  },
  {
    names: { en: 'Nungwi & Kendwa Beach Escape', de: 'Strandauszeit in Nungwi & Kendwa' },
    destinationIds: idsOf('Nungwi', 'Kendwa', 'Mnemba'),
  },
  {
    names: { en: 'Tarangire & Lake Manyara Short Safari', de: 'Kurzsafari Tarangire & Manyara-See' },
    destinationIds: idsOf('Tarangire', 'Lake Manyara'),
  },
];

const index = createPlaceIndex({ locations, places, trips });
const found = (text: string) => index.find(text).map((p) => p.names.en);

const ZANZIBAR = [
  'Stone Town',
  'Prison Island',
  'Nungwi',
  'Kendwa',
  'Mnemba',
  'Paje',
  'Jambiani',
  'Jozani Forest',
  'Kizimbani Spice Farms',
];
const ZANZIBAR_BEACHES = ['Nungwi', 'Kendwa', 'Mnemba', 'Paje', 'Jambiani'];

describe('the place index', () => {
  it.each([
    ['Sansibar', ZANZIBAR],
    ['Zanzíbar', ZANZIBAR],
    ['Kilimandscharo', ['Kilimanjaro']],
    ['Kilimandjaro', ['Kilimanjaro']],
    ['Kilimangiaro', ['Kilimanjaro']],
    ['kilimandscharo', ['Kilimanjaro']],
    ['Strand', ZANZIBAR_BEACHES],
    ['plage', ZANZIBAR_BEACHES],
    ['spiaggia', ZANZIBAR_BEACHES],
    ['beach', ZANZIBAR_BEACHES],
    ['Serengetti', ['Serengeti']],
    ['SERENGETI', ['Serengeti']],
  ])('finds %s: the places a German, French or Italian visitor means', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it('finds a translated destination name, and safari words on the mainland only', () => {
    expect(found('Manyara-See')).toEqual(['Lake Manyara']);
    expect(found('ngorongoro-krater')).toEqual(['Ngorongoro Crater']);
    // Jozani is a wildlife forest, but on Zanzibar: not what 'Safari' means.
    expect(found('Safari')).toEqual([
      'Serengeti',
      'Ngorongoro Crater',
      'Tarangire',
      'Lake Manyara',
      'Nyerere',
      'Ruaha',
    ]);
    expect(found('Strand Nungwi')).toEqual(['Nungwi']);
  });

  it("reads a trip's name only when no place's own words answer", () => {
    // 'Nungwi' is a place: the beach escape's name does not add Kendwa and Mnemba to it.
    expect(found('nungwi')).toEqual(['Nungwi']);
    expect(found('Kurzsafari')).toEqual(['Tarangire', 'Lake Manyara']);
  });

  it('forgives one typo from 5 letters on, and no more', () => {
    expect(found('Kendwaa')).toEqual(['Kendwa']);
    expect(found('Srengeti')).toEqual(['Serengeti']);
    expect(found('Srengetti')).toEqual([]);
    // Four letters: 'Paje' typed as 'Page' is another word.
    expect(found('Page')).toEqual([]);
  });

  it('finds nothing for blank text or a place it does not know', () => {
    expect(found('   ')).toEqual([]);
    expect(found('Atlantis')).toEqual([]);
  });
});

describe('what a typed search asks the list for', () => {
  const target = (text: string) => {
    const found = index.target(text);
    if (!found) return null;
    const name =
      found.kind === 'location' ? found.location.name : found.kind === 'destination' ? found.place.names.en : text;
    return { kind: found.kind, name, zanzibar: isZanzibarTarget(found) };
  };

  it('a location or a destination when the text names just that one', () => {
    expect(target('serengeti')).toEqual({ kind: 'location', name: 'Serengeti', zanzibar: false });
    expect(target('Serengetti')).toEqual({ kind: 'location', name: 'Serengeti', zanzibar: false });
    expect(target('Kilimandscharo')).toEqual({ kind: 'location', name: 'Kilimanjaro', zanzibar: false });
    expect(target('zanzibar north')).toEqual({ kind: 'location', name: 'North Coast, Zanzibar', zanzibar: true });
    // An exact name comes first: 'Stone Town' is a destination and the start of a location's name.
    expect(target('stone town')).toEqual({ kind: 'destination', name: 'Stone Town', zanzibar: true });
    expect(target('Nungw')).toEqual({ kind: 'destination', name: 'Nungwi', zanzibar: true });
    expect(target('Manyara-See')).toEqual({ kind: 'destination', name: 'Lake Manyara', zanzibar: false });
  });

  it('the text itself when it names several places, on the side most of them are', () => {
    expect(target('Sansibar')).toEqual({ kind: 'text', name: 'Sansibar', zanzibar: true });
    expect(target('Strand')).toEqual({ kind: 'text', name: 'Strand', zanzibar: true });
    expect(target('Tansania')).toEqual({ kind: 'text', name: 'Tansania', zanzibar: false });
    expect(target('Atlantis')).toBeNull();
  });
});
