import { isCalendarDate } from '#domain/dates/calendar-date.js';
import { readTripListParams } from '#domain/page-query.js';
import { parseDestinationUuid, parseLocationId, parseSearchText } from '#web/features/trips/lib/list-query.js';
import { useAppLocation, useAppSearchParams } from '#web/lib/navigation.js';

/** Where a changed filter or sort lands: the results, not the top of the page. */
export const RESULTS_ID = 'results';

/**
 * The list pages' state lives in the URL so that a search, a filter or a sort survives a reload
 * and can be shared: `location`, `destination` or `q` (typed text), `checkIn`, `checkOut` (from the search bar), `type`
 * and `sort`.
 * A filter or a sort is a link to the same list with one of them changed (`hrefWith`): the server renders it,
 * and without JavaScript it works the same.
 */
export function useTripListParams() {
  const params = useAppSearchParams();
  const { pathname } = useAppLocation();
  const { location, destination, q, checkIn, checkOut, type, sort } = readTripListParams(params);

  const hrefWith = (key: 'type' | 'sort', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    const query = next.toString();
    return `${pathname}${query ? `?${query}` : ''}#${RESULTS_ID}`;
  };

  return {
    location: parseLocationId(location),
    destination: parseDestinationUuid(destination),
    q: parseSearchText(q),
    checkIn: isCalendarDate(checkIn) ? checkIn : null,
    checkOut: isCalendarDate(checkOut) ? checkOut : null,
    type,
    sort,
    hrefWith,
  };
}
