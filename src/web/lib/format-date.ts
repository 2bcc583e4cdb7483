import { format } from 'date-fns';
import { DEFAULT_LOCALE, type Locale } from '#domain/i18n/locales.js';
import { useLocale } from './locale.js';

/** The ways the site shows a date. A time of day goes through `agencyDateTime` (#domain/dates/agency-time). */
export type DateStyle = 'day' | 'dayLong' | 'dayMonth' | 'month' | 'monthShort';

// English keeps the site's own forms ('12 Dec 2026'); the other languages write them as Intl does for them.
const ENGLISH: Record<DateStyle, string> = {
  day: 'd MMM yyyy',
  dayLong: 'd MMMM yyyy',
  dayMonth: 'd MMM',
  month: 'MMMM yyyy',
  monthShort: 'MMM yyyy',
};

const OTHERS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  day: { day: 'numeric', month: 'short', year: 'numeric' },
  dayLong: { day: 'numeric', month: 'long', year: 'numeric' },
  dayMonth: { day: 'numeric', month: 'short' },
  month: { month: 'long', year: 'numeric' },
  monthShort: { month: 'short', year: 'numeric' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

/** A date (in the runtime's time zone, as date-fns reads it) in one of the site's styles, in the locale. */
export function formatDate(date: Date, style: DateStyle, locale: Locale = DEFAULT_LOCALE): string {
  if (locale === DEFAULT_LOCALE) return format(date, ENGLISH[style]);
  const key = `${locale}|${style}`;
  let intl = formats.get(key);
  if (!intl) formats.set(key, (intl = new Intl.DateTimeFormat(locale, OTHERS[style])));
  return intl.format(date);
}

/** `formatDate` in the page's locale. */
export function useFormatDate(): (date: Date, style: DateStyle) => string {
  const locale = useLocale();
  return (date, style) => formatDate(date, style, locale);
}
