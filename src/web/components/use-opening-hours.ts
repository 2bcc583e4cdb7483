import type { Locale } from '#domain/i18n/locales.js';
import { agency } from '#web/config/agency.js';
import { useT } from '#web/i18n/i18n.js';
import { useLocale } from '#web/lib/locale.js';

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** 1 January 2024 was a Monday. */
const A_MONDAY = Date.UTC(2024, 0, 1);

/** Each day's name per language, formatted once: formatting costs more than the footer's whole line (every page shows it). */
const weekdays = new Map<string, string>();

/** A schema.org day's name ('Monday') in a locale's words ('Montag', 'lundi'). */
export function dayName(day: string, locale: Locale): string {
  const key = `${locale}|${day}`;
  let name = weekdays.get(key);
  if (name === undefined) {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    name = format.format(new Date(A_MONDAY + WEEK.indexOf(day) * 86_400_000));
    // Bounded: seven days in each of the site's few languages.
    weekdays.set(key, name);
  }
  return name;
}

/** '08:00' as a clock shows it: '8:00'. */
const clock = (time: string) => time.replace(/^0(?=\d)/, '');

/** The office's hours in the page's language ('Monday to Saturday, 8:00–18:00 (EAT)'), from the agency's entry. */
export function useOpeningHours(): string {
  const t = useT();
  const locale = useLocale();
  const { days, opens, closes, zone, text } = agency.hours;
  return t(text, {
    firstDay: dayName(days[0], locale),
    lastDay: dayName(days[days.length - 1]!, locale),
    opens: clock(opens),
    closes: clock(closes),
    zone,
  });
}
