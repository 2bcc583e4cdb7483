import { RECENT_SEARCHES_SHOWN, type RecentSearch } from './recent-searches.js';
import { isMainlandLocation, type SearchLocation } from './search-request.js';

/** Well-known places offered before the visitor types, matched by the start of a location's name. */
export const POPULAR_LOCATIONS = [
  { name: 'Stone Town', hint: 'The old town and its markets' },
  { name: 'North Coast', hint: 'Nungwi and Kendwa beaches' },
  { name: 'Serengeti', hint: 'The Great Migration' },
  { name: 'Ngorongoro', hint: 'The crater and its Big Five' },
] as const;

export type LocationGroupKey = 'recent' | 'popular' | 'all';

export interface LocationOption {
  /** unique within the list (a location may appear in several groups); also the DOM id suffix */
  key: string;
  group: LocationGroupKey;
  location: SearchLocation;
  region: 'Zanzibar' | 'Mainland';
  /** a line under a popular destination */
  hint?: string;
  /** set on recent searches, whose dates are offered again */
  recent?: RecentSearch;
}

export interface LocationGroup {
  key: LocationGroupKey;
  label: string;
  options: LocationOption[];
}

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Every word typed must appear in the name, in any order ('zanzibar north' finds 'North Coast, Zanzibar'). */
export function matchesQuery(name: string, query: string): boolean {
  const words = normalize(query)
    .split(/[\s,]+/)
    .filter(Boolean);
  const target = normalize(name);
  return words.every((word) => target.includes(word));
}

const option = (
  group: LocationGroupKey,
  location: SearchLocation,
  extra: Pick<LocationOption, 'hint' | 'recent'> = {},
): LocationOption => ({
  key: `${group}-${location.id}`,
  group,
  location,
  region: isMainlandLocation(location) ? 'Mainland' : 'Zanzibar',
  ...extra,
});

/**
 * The picker's groups: recent searches, popular destinations and all locations.
 * While the visitor types, the popular group steps aside, since every match is in 'All locations'
 * anyway; empty groups are left out.
 */
export function locationGroups(input: {
  recent: readonly RecentSearch[];
  locations: readonly SearchLocation[];
  query: string;
}): LocationGroup[] {
  const query = input.query.trim();
  const recent = input.recent
    .filter((search) => !query || matchesQuery(search.location.name, query))
    .slice(0, RECENT_SEARCHES_SHOWN)
    .map((search) => option('recent', search.location, { recent: search }));
  const popular = query
    ? []
    : POPULAR_LOCATIONS.flatMap(({ name, hint }) => {
        const found = input.locations.find((l) => normalize(l.name).startsWith(normalize(name)));
        return found ? [option('popular', found, { hint })] : [];
      });
  const all = input.locations.filter((l) => !query || matchesQuery(l.name, query)).map((l) => option('all', l));
  const groups: LocationGroup[] = [
    { key: 'recent', label: 'Recent searches', options: recent },
    { key: 'popular', label: 'Popular destinations', options: popular },
    { key: 'all', label: 'All locations', options: all },
  ];
  return groups.filter((group) => group.options.length > 0);
}
