import type { Locale } from '../i18n/locales.js';
import { kindWordsOf } from './place-kinds.js';
import { isTypoOf, placeWords } from './place-match.js';

export interface IndexedLocation {
  id: number;
  name: string;
  isZanzibar: boolean;
}

/** A name in English and in each language it is translated into (a missing one reads as the English). */
export type PlaceNames = { en: string } & Readonly<Partial<Record<Locale, string>>>;

/** A published destination as the search knows it. */
export interface IndexedPlace {
  id: number;
  uuid: string;
  names: PlaceNames;
  location: IndexedLocation;
  /** its interests' English names ('Beach', 'Wildlife'): the kind words (place-kinds.ts) follow them */
  interests: readonly string[];
}

/** A published trip's name in English and every translation, and the destinations it visits. */
export interface IndexedTrip {
  names: PlaceNames;
  destinationIds: readonly number[];
}

/** Everything the index is made from, each list in the storefront's order. */
export interface PlaceCatalogue {
  locations: readonly IndexedLocation[];
  places: readonly IndexedPlace[];
  trips: readonly IndexedTrip[];
}

/**
 * What a typed search asks the list for: a location or a destination when the text names just that (the list
 * then says 'Trips visiting Serengeti'), else the text itself, which the trips API resolves again.
 */
export type SearchTarget =
  | { kind: 'location'; location: IndexedLocation; places: IndexedPlace[] }
  | { kind: 'destination'; place: IndexedPlace; places: IndexedPlace[] }
  | { kind: 'text'; places: IndexedPlace[] };

/** How closely a typed word met a known one: the best level wins, and a weaker one never mixes with it. */
const EXACT = 3;
const PREFIX = 2;
const TYPO = 1;
/** A typed word this long or longer also finds the words it starts ('kili', 'nungw'). */
const PREFIX_MIN_LENGTH = 3;
/** Bounded work for any text: words past this are not read. */
const MAX_TYPED_WORDS = 8;

/** A list of entries and the words each is found by, kept as word → entries so that each word is compared once. */
class WordTable {
  private readonly entries = new Map<string, number[]>();

  add(entry: number, words: Iterable<string>) {
    for (const word of new Set(words)) {
      const list = this.entries.get(word);
      if (list) list.push(entry);
      else this.entries.set(word, [entry]);
    }
  }

  /**
   * The entries every typed word finds, at the best level all of them reach together: 'serengeti' finds the
   * place of that name and not, besides, a place one typo away.
   */
  match(typed: readonly string[]): number[] {
    let found: Map<number, number> | undefined;
    for (const word of typed) {
      const levels = new Map<number, number>();
      for (const [known, entries] of this.entries) {
        const level = levelOf(word, known);
        if (level === 0) continue;
        for (const entry of entries) if ((levels.get(entry) ?? 0) < level) levels.set(entry, level);
      }
      found = found
        ? new Map(
            [...found].flatMap(([entry, level]) => {
              const other = levels.get(entry);
              return other === undefined ? [] : [[entry, Math.min(level, other)] as const];
            }),
          )
        : levels;
      if (found.size === 0) return [];
    }
    if (!found) return [];
    const best = Math.max(...found.values());
    return [...found].filter(([, level]) => level === best).map(([entry]) => entry);
  }
}

function levelOf(typed: string, known: string): number {
  if (typed === known) return EXACT;
  if (typed.length >= PREFIX_MIN_LENGTH && known.startsWith(typed)) return PREFIX;
  return isTypoOf(typed, known) ? TYPO : 0;
}

const phrase = (text: string) => placeWords(text).join(' ');

/** Every language's name, the English first. */
const allNames = (names: PlaceNames): string[] => Object.values(names).filter((name): name is string => !!name);

/**
 * The places a typed text names, forgiving what visitors get wrong: any of the site's languages (a destination's
 * translated names; a trip's, which carry 'Kilimandscharo' and 'Kilimangiaro'), case and accents, one typo in a
 * word of 5 letters or more, and kind words ('Strand': Zanzibar's beaches). Pure and made once per catalogue
 * version: a search then reads no database.
 *
 * Places are found first by their own words (their names, their location's, their kind words); only when none
 * is found, by the names of the trips that visit them. A trip's name says more than its places ('7 Tage'), so it
 * never widens a search that place names already answer.
 */
export function createPlaceIndex({ locations, places, trips }: PlaceCatalogue) {
  const placeWordsTable = new WordTable();
  places.forEach((place, entry) =>
    placeWordsTable.add(entry, [
      ...allNames(place.names).flatMap(placeWords),
      ...placeWords(place.location.name),
      ...kindWordsOf({ isZanzibar: place.location.isZanzibar, interests: place.interests }),
    ]),
  );
  const tripWordsTable = new WordTable();
  trips.forEach((trip, entry) => tripWordsTable.add(entry, allNames(trip.names).flatMap(placeWords)));

  const placesIn = (location: IndexedLocation) => places.filter((place) => place.location.id === location.id);
  // A text that is exactly a name: the first location, else the first destination, in the storefront's order.
  const locationByName = new Map<string, IndexedLocation>();
  for (const location of locations) {
    if (!locationByName.has(phrase(location.name))) locationByName.set(phrase(location.name), location);
  }
  const placeByName = new Map<string, IndexedPlace>();
  for (const place of places) {
    for (const name of allNames(place.names)) if (!placeByName.has(phrase(name))) placeByName.set(phrase(name), place);
  }

  function find(text: string): IndexedPlace[] {
    const typed = [...new Set(placeWords(text))].slice(0, MAX_TYPED_WORDS);
    if (typed.length === 0) return [];
    const byPlace = placeWordsTable.match(typed);
    if (byPlace.length > 0) return byPlace.sort((a, b) => a - b).map((entry) => places[entry]!);
    const visited = new Set(tripWordsTable.match(typed).flatMap((entry) => trips[entry]!.destinationIds));
    return places.filter((place) => visited.has(place.id));
  }

  function target(text: string): SearchTarget | null {
    const name = phrase(text);
    if (!name) return null;
    const location = locationByName.get(name);
    if (location) return { kind: 'location', location, places: placesIn(location) };
    const named = placeByName.get(name);
    if (named) return { kind: 'destination', place: named, places: [named] };
    const found = find(text);
    const [first] = found;
    if (!first) return null;
    const only = first.location;
    if (found.every((place) => place.location.id === only.id) && found.length === placesIn(only).length) {
      return { kind: 'location', location: only, places: found };
    }
    if (found.length === 1) return { kind: 'destination', place: first, places: found };
    return { kind: 'text', places: found };
  }

  return { find, target };
}

export type PlaceIndex = ReturnType<typeof createPlaceIndex>;

/**
 * Whether a search belongs on the Zanzibar list (/tours) rather than the safaris': the side of its location, or
 * of most of the places a text found (a tie stays on /tours, the list for everything that is not a safari).
 */
export function isZanzibarTarget(target: SearchTarget): boolean {
  if (target.kind === 'location') return target.location.isZanzibar;
  if (target.kind === 'destination') return target.place.location.isZanzibar;
  const zanzibar = target.places.filter((place) => place.location.isZanzibar).length;
  return zanzibar * 2 >= target.places.length;
}
