import { msg } from '#domain/i18n/msg.js';
import { isMainlandLocationName } from '#domain/trips/classification.js';
import { paths } from '#web/config/paths.js';
import { isoFromLocalDate } from '#web/lib/date-text.js';
import type { SearchLocation } from './search-place.js';

export interface SearchDraft {
  location: SearchLocation | null;
  checkIn: Date | undefined;
  checkOut: Date | undefined;
}

export interface CompleteSearch {
  location: SearchLocation;
  checkIn: Date;
  checkOut: Date;
}

export type SearchField = 'location' | 'checkIn' | 'checkOut';
export type SearchErrors = Partial<Record<SearchField, string>>;

/** Marked for the catalogues: the search bar shows them translated. */
export const SEARCH_MESSAGES = {
  location: msg('Choose where you want to go'),
  checkIn: msg('Choose a check-in date'),
  checkOut: msg('Choose a check-out date'),
  checkOutOrder: msg('Check-out must be after check-in'),
} as const;

/** The order the fields appear in, so the first missing one gets the focus. */
export const SEARCH_FIELDS: readonly SearchField[] = ['location', 'checkIn', 'checkOut'];

/** All three parts are required. */
export function validateSearch(draft: SearchDraft): SearchErrors {
  const errors: SearchErrors = {};
  if (!draft.location) errors.location = SEARCH_MESSAGES.location;
  if (!draft.checkIn) errors.checkIn = SEARCH_MESSAGES.checkIn;
  if (!draft.checkOut) errors.checkOut = SEARCH_MESSAGES.checkOut;
  else if (draft.checkIn && isoFromLocalDate(draft.checkOut) <= isoFromLocalDate(draft.checkIn)) {
    errors.checkOut = SEARCH_MESSAGES.checkOutOrder;
  }
  return errors;
}

export function isCompleteSearch(draft: SearchDraft): draft is CompleteSearch {
  return Object.keys(validateSearch(draft)).length === 0;
}

/**
 * Mainland locations are searched on /safaris, the rest on /tours. The server's
 * is_zanzibar flag decides when known; a location saved without it falls back to its name.
 */
export function isMainlandLocation(location: SearchLocation): boolean {
  if (typeof location.is_zanzibar === 'boolean') return !location.is_zanzibar;
  return isMainlandLocationName(location.name);
}

/** A destination is searched by its uuid, a location by its id; the list is the location's side either way. */
export function searchHref({ location, checkIn, checkOut }: CompleteSearch): string {
  const place = location.destination ? { destination: location.destination.uuid } : { location: location.id };
  const query = { ...place, checkIn: isoFromLocalDate(checkIn), checkOut: isoFromLocalDate(checkOut) };
  return isMainlandLocation(location) ? paths.safaris.getHref(query) : paths.tours.getHref(query);
}
