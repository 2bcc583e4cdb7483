import { msg } from '#domain/i18n/msg.js';
import { SEARCH_MESSAGES, stayErrors } from '#domain/search/search-rules.js';
import { isMainlandLocationName } from '#domain/trips/classification.js';
import { paths } from '#web/config/paths.js';
import { isoFromLocalDate } from '#web/lib/date-text.js';
import type { SearchLocation } from './search-place.js';

export { SEARCH_MESSAGES };

export interface SearchDraft {
  /** the place chosen from the list; null while the visitor has only typed */
  location: SearchLocation | null;
  /** what the visitor typed without choosing from the list: the server finds the places it names */
  text: string;
  checkIn: Date | undefined;
  checkOut: Date | undefined;
}

/** A search of a place chosen from the list; the dates are optional. */
export interface ChosenSearch {
  location: SearchLocation;
  checkIn?: Date | undefined;
  checkOut?: Date | undefined;
}

export type SearchField = 'location' | 'checkIn' | 'checkOut';
export type SearchErrors = Partial<Record<SearchField, string>>;

/** Typed text the server found no place for; `{query}` is the text. */
export const NO_PLACE_MESSAGE = msg('No places match “{query}”');

/** The order the fields appear in, so the first missing one gets the focus. */
export const SEARCH_FIELDS: readonly SearchField[] = ['location', 'checkIn', 'checkOut'];

/**
 * A place is required, chosen or typed; the dates are optional, but a check-in may not be before `today` (the
 * calendar disables those days, and a typed date must not slip through), a check-out needs a check-in and
 * comes after it: the rules GET /api/search applies (domain/search/search-rules.ts).
 */
export function validateSearch(draft: SearchDraft, today: Date): SearchErrors {
  const errors: SearchErrors = {};
  if (!draft.location && !draft.text.trim()) errors.location = SEARCH_MESSAGES.location;
  const stay = {
    checkIn: draft.checkIn && isoFromLocalDate(draft.checkIn),
    checkOut: draft.checkOut && isoFromLocalDate(draft.checkOut),
  };
  return { ...errors, ...stayErrors(stay, isoFromLocalDate(today)) };
}

/**
 * Mainland locations are searched on /safaris, the rest on /tours. The server's
 * is_zanzibar flag decides when known; a location saved without it falls back to its name.
 */
export function isMainlandLocation(location: SearchLocation): boolean {
  if (typeof location.is_zanzibar === 'boolean') return !location.is_zanzibar;
  return isMainlandLocationName(location.name);
}

/** The dates of a search as its query has them (`yyyy-MM-dd`), or none. */
export const stayQuery = ({ checkIn, checkOut }: { checkIn?: Date | undefined; checkOut?: Date | undefined }) => ({
  checkIn: checkIn && isoFromLocalDate(checkIn),
  checkOut: checkOut && isoFromLocalDate(checkOut),
});

/** A destination is searched by its uuid, a location by its id; the list is the location's side either way. */
export function searchHref({ location, ...stay }: ChosenSearch): string {
  const place = location.destination ? { destination: location.destination.uuid } : { location: location.id };
  const query = { ...place, ...stayQuery(stay) };
  return isMainlandLocation(location) ? paths.safaris.getHref(query) : paths.tours.getHref(query);
}
