import { msg } from '#domain/i18n/msg.js';
import { kindWordsOf } from '#domain/search/place-kinds.js';
import { matchesPlaceQuery as matchesQuery, normalizePlaceText as normalize } from '#domain/search/place-match.js';
import { RECENT_SEARCHES_SHOWN, type RecentSearch } from './recent-searches.js';
import { placeKey, type DestinationSource, type SearchLocation } from './search-place.js';
import { isMainlandLocation } from './search-request.js';

/**
 * Well-known places offered before the visitor types, matched by the start of a location's name; each hint is marked
 * for the catalogues and shown translated.
 */
export const POPULAR_LOCATIONS = [
  { name: 'Stone Town', hint: msg('The old town and its markets') },
  { name: 'North Coast', hint: msg('Nungwi and Kendwa beaches') },
  { name: 'Serengeti', hint: msg('The Great Migration') },
  { name: 'Ngorongoro', hint: msg('The crater and its Big Five') },
] as const;

export type LocationGroupKey = 'recent' | 'popular' | 'all';

export interface LocationOption {
  /** unique within the list (a place may appear in several groups); also the DOM id suffix */
  key: string;
  group: LocationGroupKey;
  /** the place: a location, or a destination with its location */
  location: SearchLocation;
  region: 'Zanzibar' | 'Mainland';
  /** a line under a popular destination (English, shown translated) */
  hint?: string;
  /** set on recent searches, whose dates are offered again */
  recent?: RecentSearch;
  /** set on a destination listed under its location: that location's name */
  parent?: string;
}

export interface LocationGroup {
  key: LocationGroupKey;
  /** English, shown translated */
  label: string;
  options: LocationOption[];
}

/**
 * A place's words for the matcher: a destination is also found by its location's name, and every place by its
 * side's own words ('Sansibar' lists Zanzibar's places; domain/search/place-kinds.ts). The list knows no
 * interests, so 'Strand' is left to the search itself, as are the translated names of places and trips.
 */
const placeText = (place: SearchLocation) =>
  [place.destination?.name, place.name, ...kindWordsOf({ isZanzibar: !isMainlandLocation(place) })]
    .filter(Boolean)
    .join(' ');

const option = (
  group: LocationGroupKey,
  location: SearchLocation,
  extra: Pick<LocationOption, 'hint' | 'recent' | 'parent'> = {},
): LocationOption => ({
  key: `${group}-${placeKey(location)}`,
  group,
  location,
  region: isMainlandLocation(location) ? 'Mainland' : 'Zanzibar',
  ...extra,
});

/**
 * Each location followed by its destinations. A destination named as its location (Serengeti in
 * Serengeti) is left out: searching it would find the same trips. While the visitor types, a location
 * shows when it or one of its destinations matches, and a destination when its words or its
 * location's do, so 'nungwi' finds Nungwi under North Coast.
 */
function placeTree(
  locations: readonly SearchLocation[],
  destinations: readonly DestinationSource[],
  query: string,
): LocationOption[] {
  return locations.flatMap((location) => {
    const children = destinations
      .filter((d) => d.location.id === location.id && normalize(d.name) !== normalize(location.name))
      .map((d) => ({ ...location, destination: { uuid: d.uuid, name: d.name } }))
      .filter((place) => !query || matchesQuery(placeText(place), query));
    if (query && children.length === 0 && !matchesQuery(placeText(location), query)) return [];
    return [option('all', location), ...children.map((place) => option('all', place, { parent: location.name }))];
  });
}

/**
 * The picker's groups: recent searches, popular destinations and every location with its destinations.
 * While the visitor types, the popular group steps aside, since every match is in 'All locations'
 * anyway; empty groups are left out.
 */
export function locationGroups(input: {
  recent: readonly RecentSearch[];
  locations: readonly SearchLocation[];
  destinations?: readonly DestinationSource[];
  query: string;
}): LocationGroup[] {
  const query = input.query.trim();
  const recent = input.recent
    .filter((search) => !query || matchesQuery(placeText(search.location), query))
    .slice(0, RECENT_SEARCHES_SHOWN)
    .map((search) => option('recent', search.location, { recent: search }));
  const popular = query
    ? []
    : POPULAR_LOCATIONS.flatMap(({ name, hint }) => {
        const found = input.locations.find((l) => normalize(l.name).startsWith(normalize(name)));
        return found ? [option('popular', found, { hint })] : [];
      });
  const groups: LocationGroup[] = [
    { key: 'recent', label: msg('Recent searches'), options: recent },
    { key: 'popular', label: msg('Popular destinations'), options: popular },
    { key: 'all', label: msg('All locations'), options: placeTree(input.locations, input.destinations ?? [], query) },
  ];
  return groups.filter((group) => group.options.length > 0);
}
