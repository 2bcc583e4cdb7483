// How people see and type a calendar date. The value stays 'yyyy-MM-dd'; people see
// 'Sat, 12 Dec 2026', which no reader takes for the 12th of another month, and may type either.
import { parseCalendarDate } from './calendar-date.js';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** 'Sat, 12 Dec 2026' for a real 'yyyy-MM-dd' date, anything else as it is. */
export function displayDate(value: string | null | undefined): string {
  const day = value ? parseCalendarDate(value) : null;
  if (!day) return value ?? '';
  const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
  return `${WEEKDAYS[weekday]}, ${day.day} ${MONTHS[day.month - 1]} ${day.year}`;
}

function monthNumber(name: string): number | undefined {
  const index = MONTHS.findIndex((month) => name.toLowerCase().startsWith(month.toLowerCase()));
  return index >= 0 ? index + 1 : undefined;
}

function isoOf(year: number, month: number | undefined, day: number): string | null {
  if (month === undefined) return null;
  const iso = `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
  return parseCalendarDate(iso) ? iso : null;
}

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const DAY_MONTH_YEAR = /^(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]{3,})\.?,?\s+(\d{4})$/i;
const MONTH_DAY_YEAR = /^([a-z]{3,})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i;
const WEEKDAY_PREFIX = /^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+/i;

/**
 * A typed date as 'yyyy-MM-dd', or null when it is not one. Reads '2026-12-12', '12 Dec 2026',
 * 'Dec 12, 2026' and the shown form 'Sat, 12 Dec 2026'. Slashed dates are refused: '12/11/2026'
 * is a different day in London and in New York.
 */
export function parseTypedDate(text: string): string | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const iso = ISO.exec(trimmed);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const words = trimmed.replace(WEEKDAY_PREFIX, '');
  const dmy = DAY_MONTH_YEAR.exec(words);
  if (dmy) return isoOf(Number(dmy[3]), monthNumber(dmy[2]!), Number(dmy[1]));
  const mdy = MONTH_DAY_YEAR.exec(words);
  if (mdy) return isoOf(Number(mdy[3]), monthNumber(mdy[1]!), Number(mdy[2]));
  return null;
}
