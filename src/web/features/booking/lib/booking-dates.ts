import { addDays, todayInDarEsSalaam } from '#domain/dates/calendar-date.js';

/** Bookings start from tomorrow on the agency's calendar. */
export function tomorrowInDarEsSalaam(now: Date = new Date()): string {
  return addDays(todayInDarEsSalaam(now), 1);
}
