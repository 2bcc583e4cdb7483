// How people see and type a calendar date. The value stays 'yyyy-MM-dd'; people see
// 'Sat, 12 Dec 2026' ('Sa., 12. Dez. 2026' in German), which no reader takes for the 12th of another month,
// and may type either.
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.js';
import { parseCalendarDate } from './calendar-date.js';
import { isWeekdayWord, monthOfWord } from './date-words.js';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const pad = (n: number) => String(n).padStart(2, '0');

const formats = new Map<string, Intl.DateTimeFormat>();
const SHOWN: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };

/**
 * 'Sat, 12 Dec 2026' for a real 'yyyy-MM-dd' date ('12 Dec 2026' without its weekday), in another locale its
 * own short form ('Sa., 12. Dez. 2026'); anything else as it is.
 */
export function displayDate(
  value: string | null | undefined,
  locale: Locale = DEFAULT_LOCALE,
  { weekday = true }: { weekday?: boolean } = {},
): string {
  const day = value ? parseCalendarDate(value) : null;
  if (!day) return value ?? '';
  const utc = Date.UTC(day.year, day.month - 1, day.day);
  if (locale !== DEFAULT_LOCALE) {
    const key = `${locale}|${weekday}`;
    let format = formats.get(key);
    if (!format)
      formats.set(key, (format = new Intl.DateTimeFormat(locale, weekday ? { ...SHOWN, weekday: 'short' } : SHOWN)));
    return format.format(utc);
  }
  const date = `${day.day} ${MONTHS[day.month - 1]} ${day.year}`;
  return weekday ? `${WEEKDAYS[new Date(utc).getUTCDay()]}, ${date}` : date;
}

function isoOf(year: number, month: number | undefined, day: number): string | null {
  if (month === undefined) return null;
  const iso = `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
  return parseCalendarDate(iso) ? iso : null;
}

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
/** '12.12.2026', '12/12/2026': day first, as Italian, German and French write it (English does not). */
const DAY_FIRST_DIGITS = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/;
const DAY_MONTH_YEAR = /^(\d{1,2})(?:st|nd|rd|th|er)?\.?\s*(\p{L}{3,})\.?,?\s*(\d{4})$/iu;
const MONTH_DAY_YEAR = /^(\p{L}{3,})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/iu;
const FIRST_WORD = /^(\p{L}+)\.?,?\s+(.*)$/u;

/** The date of a text with words ('12 Dec 2026', 'Dec 12, 2026'), without a weekday in front. */
function wordDate(text: string, locale: Locale): string | null {
  const dmy = DAY_MONTH_YEAR.exec(text);
  if (dmy) return isoOf(Number(dmy[3]), monthOfWord(dmy[2]!, locale), Number(dmy[1]));
  const mdy = MONTH_DAY_YEAR.exec(text);
  if (mdy) return isoOf(Number(mdy[3]), monthOfWord(mdy[1]!, locale), Number(mdy[2]));
  return null;
}

/**
 * A typed date as 'yyyy-MM-dd', or null when it is not one. Reads '2026-12-12', '12 Dec 2026',
 * 'Dec 12, 2026' and the shown form 'Sat, 12 Dec 2026', and in another locale its own month and weekday names
 * ('12. Dezember 2026', 'sam. 12 déc. 2026') and day-first digits ('12.12.2026', '12/12/2026'). In English
 * slashed dates are refused: '12/11/2026' is a different day in London and in New York.
 */
export function parseTypedDate(text: string, locale: Locale = DEFAULT_LOCALE): string | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const iso = ISO.exec(trimmed);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const digits = locale === DEFAULT_LOCALE ? null : DAY_FIRST_DIGITS.exec(trimmed);
  if (digits) return isoOf(Number(digits[3]), Number(digits[2]), Number(digits[1]));
  // A weekday in front is left out; a word that may be either ('mar': martedì or marzo) is tried both ways.
  const first = FIRST_WORD.exec(trimmed);
  const withoutWeekday = first && isWeekdayWord(first[1]!, locale) ? wordDate(first[2]!, locale) : null;
  return withoutWeekday ?? wordDate(trimmed, locale);
}
