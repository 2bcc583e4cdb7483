import type { RecentSearch } from './recent-searches.js';
import { localDateFromIso } from '#web/lib/date-text.js';
import { formatDate } from '#web/lib/format-date.js';
import type { Locale } from '#domain/i18n/locales.js';

/** '12 Mar – 15 Mar 2027' under a recent search, '12 Mar 2027' for a check-in alone, nothing without dates. */
export function formatRecentDates(search: RecentSearch, locale: Locale): string {
  const checkIn = search.checkIn ? localDateFromIso(search.checkIn) : undefined;
  const checkOut = search.checkOut ? localDateFromIso(search.checkOut) : undefined;
  if (!checkIn) return '';
  if (!checkOut) return formatDate(checkIn, 'day', locale);
  return `${formatDate(checkIn, 'dayMonth', locale)} – ${formatDate(checkOut, 'day', locale)}`;
}
