import { todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import type { SearchAnswer } from '#domain/api/search.js';
import type { Locale } from '#domain/i18n/locales.js';
import { isZanzibarTarget, type SearchTarget } from '#domain/search/place-index.js';
import { stayErrors } from '#domain/search/search-rules.js';
import { sitePaths, type SearchQuery, type StayQuery } from '#domain/site-paths.js';
import { validationError } from '#server/lib/http-error.js';
import type { PlaceFinder } from '#server/search/place-finder.js';

export interface PlaceSearchInput extends StayQuery {
  /** what the visitor typed */
  q: string;
  locale: Locale;
}

/** Typed text as a list's `q`: trimmed, its spaces single. */
const asQueryText = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * Where a search lands: /safaris for a mainland place, else /tours, with the place as the list reads it (a
 * location, a destination, or the text when it names several) and the stay. Nothing found: the whole list.
 */
export function searchLanding(target: SearchTarget | null, text: string, stay: StayQuery) {
  const place: SearchQuery = !target
    ? {}
    : target.kind === 'location'
      ? { location: target.location.id }
      : target.kind === 'destination'
        ? { destination: target.place.uuid }
        : { q: asQueryText(text) };
  const list = target && !isZanzibarTarget(target) ? 'safaris' : 'tours';
  return { list, href: sitePaths[list].getHref({ ...place, checkIn: stay.checkIn, checkOut: stay.checkOut }) } as const;
}

/**
 * A visitor searches with typed text: the places it names in any of the site's languages, and the list to open.
 * The stay is optional; a check-in before today (the agency's calendar) or a check-out not after it is a 422 with
 * the search bar's own messages.
 */
export async function searchPlaces(input: PlaceSearchInput, deps: { places: PlaceFinder }): Promise<SearchAnswer> {
  const problems = stayErrors(input, todayInDarEsSalaam());
  if (Object.keys(problems).length > 0) {
    throw validationError(Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, [message]])));
  }
  const target = (await deps.places.index()).target(input.q);
  return {
    ...searchLanding(target, input.q, input),
    places: (target?.places ?? []).map((place) => ({
      uuid: place.uuid,
      name: place.names[input.locale] ?? place.names.en,
      location: { id: place.location.id, name: place.location.name, is_zanzibar: place.location.isZanzibar },
    })),
  };
}
