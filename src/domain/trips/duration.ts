import { addDays, calendarDateToUtcMs, isCalendarDate, parseCalendarDate } from '../dates/calendar-date.js';

const DAY_MS = 86_400_000;

// A plain date is read as a calendar day (UTC midnight) so that two dates always differ by
// whole days; a date-time keeps its time, which is what 'rounded up' is about.
function toTimestamp(value: string): number | null {
  const trimmed = value.trim();
  const calendar = parseCalendarDate(trimmed);
  if (calendar) return calendarDateToUtcMs(calendar);
  if (trimmed === '') return null;
  const ms = Date.parse(trimmed);
  return Number.isNaN(ms) ? null : ms;
}

/** Days from one date to another, rounded up; null when either is missing, invalid or reversed. */
export function daysBetween(from: string | null | undefined, to: string | null | undefined): number | null {
  if (!from || !to) return null;
  const start = toTimestamp(from);
  const end = toTimestamp(to);
  if (start === null || end === null || end < start) return null;
  return Math.ceil((end - start) / DAY_MS);
}

// 'N days / N nights' in the trip name; a dash or a bar may stand in for the slash, and the
// nights may differ from the days ('5 Days / 4 Nights'), the days being what counts.
const NAME_PATTERN = /(\d+)\s*days?\s*[/\u2013\u2014|-]\s*\d+\s*nights?\b/i;

/** The N of 'N days / N nights' in a trip name, or null when the name has no such pattern. */
export function daysFromName(name: string): number | null {
  const match = NAME_PATTERN.exec(name);
  const days = match ? Number(match[1]) : 0;
  return days > 0 ? days : null;
}

export interface DurationTrip {
  from_date?: string | null;
  to_date?: string | null;
  name: string;
  trip_points?: readonly { day_number: number }[] | null;
}

/** The itinerary's last day number, or null when there is no itinerary to count. */
export function daysFromItinerary(points: DurationTrip['trip_points']): number | null {
  const last = Math.max(0, ...(points ?? []).map((point) => point.day_number));
  return last > 0 ? last : null;
}

/**
 * A trip's length in days, the one figure every card, list, sort, page and search-engine summary
 * shows: the itinerary's days (what the traveller actually does); without an itinerary the days
 * between from_date and to_date, then the name's 'N days / N nights'. A zero-day span (same from
 * and to date) says nothing about the length and falls through to the name.
 */
export function tripDurationDays(trip: DurationTrip): number {
  const itinerary = daysFromItinerary(trip.trip_points);
  if (itinerary !== null) return itinerary;
  const fromDates = daysBetween(trip.from_date, trip.to_date);
  if (fromDates !== null && fromDates > 0) return fromDates;
  return daysFromName(trip.name) ?? 0;
}

export function formatDays(n: number): string {
  return n === 1 ? '1 day' : `${n} days`;
}

/** A trip's last day: it starts on day 1, so a 7-day trip from 12 Dec ends on 18 Dec; null without a date or a length. */
export function tripEndDate(start: string | null | undefined, days: number | null | undefined): string | null {
  return isCalendarDate(start) && days && days > 0 ? addDays(start, days - 1) : null;
}
