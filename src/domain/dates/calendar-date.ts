// Calendar dates travel as 'yyyy-MM-dd' strings between the forms, the API and the database.
// They are read field by field, never through `new Date(string)`, so a date means the same
// day in every time zone (the browser's, the server's, Dar es Salaam's).

export interface CalendarDate {
  year: number;
  month: number; // 1–12
  day: number; // 1–31
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Parses a strict 'yyyy-MM-dd' string; null when the format or the day itself is invalid. */
export function parseCalendarDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls '2027-02-30' over into March; a round trip exposes such days.
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

export function isCalendarDate(value: unknown): value is string {
  return typeof value === 'string' && parseCalendarDate(value) !== null;
}

/** Milliseconds of the date's UTC midnight, so differences between dates are whole days. */
export function calendarDateToUtcMs(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day);
}

function formatUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Shifts a 'yyyy-MM-dd' date by whole days; throws on a malformed date (a programming error). */
export function addDays(isoDate: string, days: number): string {
  const parsed = parseCalendarDate(isoDate);
  if (!parsed || !Number.isInteger(days)) throw new RangeError(`Cannot add ${days} days to '${isoDate}'`);
  return formatUtc(calendarDateToUtcMs(parsed) + days * DAY_MS);
}

export const AGENCY_TIME_ZONE = 'Africa/Dar_es_Salaam';

/** Made once: a formatter with a time zone costs milliseconds to make, and a page asks for today many times. */
let darCalendar: Intl.DateTimeFormat | undefined;
/** The last minute asked about and its date there: a zone's date changes only on a whole minute. */
let lastAsked: { minute: number; date: string } | undefined;

/**
 * Today's date where the agency works. The booking rule 'from tomorrow onwards' is judged on
 * this calendar, whatever the server's or the visitor's own time zone.
 */
export function todayInDarEsSalaam(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastAsked?.minute === minute) return lastAsked.date;
  darCalendar ??= new Intl.DateTimeFormat('en-US', {
    timeZone: AGENCY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = darCalendar.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  if (Number.isFinite(minute)) lastAsked = { minute, date };
  return date;
}
