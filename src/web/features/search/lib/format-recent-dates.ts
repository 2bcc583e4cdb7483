import type { RecentSearch } from './recent-searches.js';
import { localDateFromIso } from '#web/lib/date-text.js';
import { formatDate } from '#web/lib/format-date.js';
import type { Locale } from '#domain/i18n/locales.js';

/** '12 Mar – 15 Mar 2027' under a recent search. */
export function formatRecentDates(search: RecentSearch, locale: Locale): string {
  const checkIn = localDateFromIso(search.checkIn);
  const checkOut = localDateFromIso(search.checkOut);
  if (!checkIn || !checkOut) return '';
  return `${formatDate(checkIn, 'dayMonth', locale)} – ${formatDate(checkOut, 'day', locale)}`;
}
