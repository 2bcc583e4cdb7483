import { format } from 'date-fns';
import type { RecentSearch } from './recent-searches.js';
import { localDateFromIso } from '#web/lib/date-text.js';

/** '12 Mar – 15 Mar 2027' under a recent search. */
export function formatRecentDates(search: RecentSearch): string {
  const checkIn = localDateFromIso(search.checkIn);
  const checkOut = localDateFromIso(search.checkOut);
  if (!checkIn || !checkOut) return '';
  return `${format(checkIn, 'd MMM')} – ${format(checkOut, 'd MMM yyyy')}`;
}
