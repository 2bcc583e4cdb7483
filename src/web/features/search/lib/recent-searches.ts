import { placeKey, type SearchLocation } from './search-place.js';

/** Recent searches live in localStorage under this key: the last 5 are kept, 3 are shown. */
export const RECENT_SEARCHES_KEY = 'recentSearches';
export const RECENT_SEARCHES_KEPT = 5;
export const RECENT_SEARCHES_SHOWN = 3;

export interface RecentSearch {
  /** the place searched: a location, or a destination with its location */
  location: SearchLocation;
  /** the stay, when the search had one (dates are optional) */
  checkIn?: string | undefined;
  checkOut?: string | undefined;
}

// Checked by hand, not with the schema library: the search bar is on the first paint of the home page.
const isQueryDate = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

function toRecentSearch(entry: unknown): RecentSearch | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { location, checkIn, checkOut } = entry as Record<string, unknown>;
  if (typeof location !== 'object' || location === null) return null;
  const { id, name, is_zanzibar, destination } = location as Record<string, unknown>;
  if (!Number.isInteger(id) || typeof name !== 'string' || name === '') return null;
  if (is_zanzibar !== undefined && typeof is_zanzibar !== 'boolean') return null;
  // A search without dates keeps none; dates that are there must be dates.
  if ((checkIn !== undefined && !isQueryDate(checkIn)) || (checkOut !== undefined && !isQueryDate(checkOut))) {
    return null;
  }
  const place: SearchLocation = { id: id as number, name, ...(is_zanzibar === undefined ? {} : { is_zanzibar }) };
  if (destination !== undefined) {
    const chosen = toDestination(destination);
    if (!chosen) return null;
    place.destination = chosen;
  }
  return {
    location: place,
    ...(checkIn === undefined ? {} : { checkIn }),
    ...(checkOut === undefined ? {} : { checkOut }),
  };
}

function toDestination(value: unknown): SearchLocation['destination'] | null {
  if (typeof value !== 'object' || value === null) return null;
  const { uuid, name } = value as Record<string, unknown>;
  if (typeof uuid !== 'string' || !/^[0-9a-f-]{36}$/i.test(uuid) || typeof name !== 'string' || name === '') {
    return null;
  }
  return { uuid, name };
}

/** Newest first, one entry per place (a location and one of its destinations are two), at most `max`. */
export function addRecentSearch(
  list: readonly RecentSearch[],
  search: RecentSearch,
  max: number = RECENT_SEARCHES_KEPT,
): RecentSearch[] {
  const key = placeKey(search.location);
  return [search, ...list.filter((entry) => placeKey(entry.location) !== key)].slice(0, max);
}

/**
 * Reads what localStorage holds. Anything unreadable (another app's format, hand edits) is
 * dropped entry by entry rather than breaking the search bar.
 */
export function parseRecentSearches(raw: string | null): RecentSearch[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const valid = value.flatMap((entry) => {
    const search = toRecentSearch(entry);
    return search ? [search] : [];
  });
  return valid.reduceRight<RecentSearch[]>((list, entry) => addRecentSearch(list, entry), []);
}
