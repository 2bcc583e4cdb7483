import { format } from 'date-fns';
import { parseCalendarDate } from '#domain/dates/calendar-date.js';

/** '12 Mar 2027' for a yyyy-MM-dd query value; null when it is not a real date. */
export function formatSearchDate(value: string | null | undefined): string | null {
  const date = value ? parseCalendarDate(value) : null;
  return date ? format(new Date(date.year, date.month - 1, date.day), 'd MMM yyyy') : null;
}

/** '12 Mar 2027 – 15 Mar 2027', one date alone, or null without dates. */
export function searchDateRange(
  checkIn: string | null | undefined,
  checkOut: string | null | undefined,
): string | null {
  const parts = [formatSearchDate(checkIn), formatSearchDate(checkOut)].filter((part) => part !== null);
  return parts.length ? parts.join(' – ') : null;
}

/** A location id from the query string: a positive whole number, else undefined (no filter). */
export function parseLocationId(value: string | null | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
