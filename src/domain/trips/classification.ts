// Trips go to the Zanzibar section or the safari section by
// keywords in their destinations, name and description. Place names decide before generic
// words: a Jozani forest walk mentions 'wildlife' and the 'Safari Blue' dhow trip says
// 'safari', yet both happen on Zanzibar.

/** Mainland parks, regions and towns that only a safari visits. */
export const MAINLAND_PLACE_KEYWORDS = [
  'serengeti',
  'ngorongoro',
  'tarangire',
  'manyara',
  'kilimanjaro',
  'arusha',
  'nyerere',
  'selous',
  'ruaha',
  'mikumi',
  'katavi',
  'meru',
  'mara',
  'gombe',
  'mahale',
  'natron',
  'eyasi',
  'karatu',
  'moshi',
  'saadani',
  'udzungwa',
  'olduvai',
  'ndutu',
  'southern tanzania',
  'northern tanzania',
  'northern circuit',
  'southern circuit',
  'tanzania mainland',
  'mainland tanzania',
  'mainland',
] as const;

/** Words that describe a safari wherever it happens. */
export const SAFARI_WORDS = ['safari', 'wildlife', 'game drive', 'big five', 'big 5', 'migration'] as const;

export const SAFARI_KEYWORDS = [...MAINLAND_PLACE_KEYWORDS, ...SAFARI_WORDS] as const;

export const ZANZIBAR_KEYWORDS = [
  'zanzibar',
  'unguja',
  'pemba',
  'stone town',
  'nungwi',
  'kendwa',
  'paje',
  'jambiani',
  'jozani',
  'mnemba',
  'prison island',
  'changuu',
  'matemwe',
  'kizimkazi',
  'menai',
  'michamvi',
  'bwejuu',
  'kiwengwa',
  'pongwe',
  'uroa',
  'fumba',
  'kwale island',
  'marahubi',
  'mtoni',
  'forodhani',
  'safari blue',
  'spice',
] as const;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Whole words only ('mara' must not match 'Marahubi'), an optional plural ('safaris',
// 'spices'), and a space, dash or several spaces inside multi-word keywords.
function matcher(keywords: readonly string[]): RegExp {
  const alternatives = keywords.map((k) => escape(k).replace(/ /g, '[\\s-]+')).join('|');
  return new RegExp(`\\b(?:${alternatives})s?\\b`, 'i');
}

const MAINLAND_PLACE = matcher(MAINLAND_PLACE_KEYWORDS);
const ZANZIBAR_PLACE = matcher(ZANZIBAR_KEYWORDS);
const SAFARI_WORD = matcher(SAFARI_WORDS);
const TANZANIA = /\btanzania\b/i;

type Section = 'safari' | 'zanzibar';

function placeSection(text: string): Section | null {
  if (MAINLAND_PLACE.test(text)) return 'safari';
  if (ZANZIBAR_PLACE.test(text)) return 'zanzibar';
  return null;
}

export interface ClassifiableTrip {
  name: string;
  description?: string | null;
  trip_destinations?:
    readonly { destination?: { name?: string | null; location?: { name?: string | null } | null } | null }[] | null;
}

function destinationText(trip: ClassifiableTrip): string {
  return (trip.trip_destinations ?? [])
    .flatMap((td) => [td.destination?.name, td.destination?.location?.name])
    .filter(Boolean)
    .join(' | ');
}

/**
 * Each trip's section, once per trip object: a list page classifies the whole catalogue on every render, and the
 * catalogue's trips are the same objects until it changes (the server's per-version reads, the browser's query
 * data). Trips are never changed in place.
 */
const classified = new WeakMap<ClassifiableTrip, boolean>();

export function isSafariTrip(trip: ClassifiableTrip): boolean {
  let safari = classified.get(trip);
  if (safari === undefined) {
    safari = classify(trip);
    classified.set(trip, safari);
  }
  return safari;
}

function classify(trip: ClassifiableTrip): boolean {
  // Where the trip goes is the strongest evidence; its own words only count when no
  // destination gives a hint either way.
  const destinations = destinationText(trip);
  const byDestination = placeSection(destinations);
  if (byDestination) return byDestination === 'safari';
  if (SAFARI_WORD.test(destinations)) return true;

  const texts = [trip.name, trip.description ?? ''];
  for (const text of texts) {
    const byPlace = placeSection(text);
    if (byPlace) return byPlace === 'safari';
  }
  return texts.some((text) => SAFARI_WORD.test(text));
}

export function isZanzibarTrip(trip: ClassifiableTrip): boolean {
  return !isSafariTrip(trip);
}

/** For the search redirect: a mainland or 'Tanzania' location goes to /safaris, others to /tours. */
export function isMainlandLocationName(name: string): boolean {
  if (ZANZIBAR_PLACE.test(name)) return false;
  return MAINLAND_PLACE.test(name) || TANZANIA.test(name);
}

/** For the footer's Zanzibar-related column; every other destination counts as mainland. */
export function isZanzibarDestination(d: { name: string; location?: { name?: string | null } | null }): boolean {
  return placeSection(`${d.name} | ${d.location?.name ?? ''}`) === 'zanzibar';
}
