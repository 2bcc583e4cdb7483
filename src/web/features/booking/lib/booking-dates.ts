import { addDays, isCalendarDate, todayInDarEsSalaam } from '#domain/dates/calendar-date.js';

/** Bookings start from tomorrow on the agency's calendar. */
export function tomorrowInDarEsSalaam(now: Date = new Date()): string {
  return addDays(todayInDarEsSalaam(now), 1);
}

/** A `?checkIn=` from the search bar, kept only when it is a real date from `earliest` on. */
export function prefilledStartDate(checkIn: string | null, earliest: string): string {
  return checkIn && isCalendarDate(checkIn) && checkIn >= earliest ? checkIn : '';
}
