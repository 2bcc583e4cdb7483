/** Lower case without accents: 'Ngorongóro' and 'NGORONGORO' read the same. */
export const normalizePlaceText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Every word typed must appear in the name, in any order ('zanzibar north' finds 'North Coast, Zanzibar'). */
export function matchesPlaceQuery(name: string, query: string): boolean {
  const words = normalizePlaceText(query)
    .split(/[\s,]+/)
    .filter(Boolean);
  const target = normalizePlaceText(name);
  return words.every((word) => target.includes(word));
}

/** A place as the search lists it: its own name, and the words it is found by (a destination's include its location's). */
export interface MatchablePlace {
  name: string;
  words: string;
}

/**
 * The place a typed text means, for a search sent without choosing from the list (the plain form):
 * a place named exactly so, else the first place, in the list's order, that the text matches.
 */
export function bestPlaceMatch<T extends MatchablePlace>(places: readonly T[], query: string): T | undefined {
  const wanted = normalizePlaceText(query.trim());
  if (!wanted) return undefined;
  return (
    places.find((place) => normalizePlaceText(place.name) === wanted) ??
    places.find((place) => matchesPlaceQuery(place.words, query))
  );
}
