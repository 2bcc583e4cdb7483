import { parseCalendarDate } from '#domain/dates/calendar-date.js';

// A form's 'yyyy-MM-dd' value and the local day a calendar works with.

const pad = (n: number) => String(n).padStart(2, '0');

/** A local calendar day as 'yyyy-MM-dd'. */
export function isoFromLocalDate(date: Date): string {
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A 'yyyy-MM-dd' value as a local day (midnight); undefined when missing or not a real date. */
export function localDateFromIso(value: string | null | undefined): Date | undefined {
  const day = value ? parseCalendarDate(value) : null;
  if (!day) return undefined;
  const date = new Date(2000, 0, 1);
  date.setFullYear(day.year, day.month - 1, day.day); // setFullYear keeps years before 100 as written
  return date;
}
