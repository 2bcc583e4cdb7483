import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { isCalendarDate } from '#domain/dates/calendar-date.js';
import { parseDestinationUuid, parseLocationId } from '#web/features/trips/lib/search-summary.js';

/**
 * The list pages' state lives in the URL so that a search, a filter or a sort survives a reload
 * and can be shared: `location` or `destination`, `checkIn`, `checkOut` (from the search bar), `type` and `sort`.
 */
export function useTripListParams() {
  const [params, setParams] = useSearchParams();
  const checkIn = params.get('checkIn');
  const checkOut = params.get('checkOut');

  const setParam = useCallback(
    (key: 'type' | 'sort', value: string | null) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(key);
          else next.set(key, value);
          return next;
        },
        // A filter click is not a new page: no history entry, no jump to the top.
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  return {
    location: parseLocationId(params.get('location')),
    destination: parseDestinationUuid(params.get('destination')),
    checkIn: isCalendarDate(checkIn) ? checkIn : null,
    checkOut: isCalendarDate(checkOut) ? checkOut : null,
    type: params.get('type'),
    sort: params.get('sort'),
    setParam,
  };
}
