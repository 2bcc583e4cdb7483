import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.js';
import { AGENCY_TIME_ZONE } from './calendar-date.js';

/** What follows every time of day shown: East Africa Time, the agency's clock (UTC+3 all year, no summer time). */
export const AGENCY_ZONE_LABEL = 'EAT';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(locale: string, year: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${year}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: locale === DEFAULT_LOCALE ? 'numeric' : 'short',
      ...(year ? { year: 'numeric' } : {}),
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: AGENCY_TIME_ZONE,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * A moment as the agency's clock in Dar es Salaam shows it, with the zone's name, so that nobody reads it in their
 * own zone (nor in the server's UTC): '3 Nov 2026, 14:05 EAT', in German '3. Nov. 2026, 14:05 EAT'. The one way
 * the tourist's tracking page and the back office show a time, so both give one moment the same time; `year:
 * false` for the desk's compact lists ('3 Nov, 14:05 EAT'). An unreadable value gives ''.
 */
export function agencyDateTime(
  at: string | Date,
  locale: Locale = DEFAULT_LOCALE,
  { year = true }: { year?: boolean } = {},
): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return '';
  if (locale !== DEFAULT_LOCALE) return `${formatIn(locale, year).format(date)} ${AGENCY_ZONE_LABEL}`;
  // English keeps the site's own form ('3 Nov 2026'), which Intl's English does not give ('Sept', 'Nov 3').
  const part = Object.fromEntries(
    formatIn(locale, year)
      .formatToParts(date)
      .map(({ type, value }) => [type, value]),
  );
  const day = `${Number(part.day)} ${MONTHS[Number(part.month) - 1]}${year ? ` ${part.year}` : ''}`;
  return `${day}, ${part.hour}:${part.minute} ${AGENCY_ZONE_LABEL}`;
}
