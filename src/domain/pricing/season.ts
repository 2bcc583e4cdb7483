import { parseCalendarDate } from '../dates/calendar-date.js';

export type SeasonName = 'Low' | 'High';

export const DEFAULT_SEASON: SeasonName = 'Low';

const FIRST_HIGH_MONTH = 7; // July; High season runs to the end of December.

/** Month 1–12 of a trip start date, or null when there is no usable date. */
function monthOf(date: string | Date): number | null {
  if (date instanceof Date) {
    // A Date comes from a date picker, which means local midnight of the chosen day.
    return Number.isNaN(date.getTime()) ? null : date.getMonth() + 1;
  }
  const trimmed = date.trim();
  // The calendar day as written wins over any time or offset that follows it:
  // '2027-07-01' and '2027-07-01T00:00:00Z' are both in July, whatever the local zone.
  const calendar = parseCalendarDate(trimmed.slice(0, 10));
  if (calendar && (trimmed.length === 10 || /^[T ]/.test(trimmed.slice(10)))) return calendar.month;
  const parsed = new Date(trimmed);
  return trimmed === '' || Number.isNaN(parsed.getTime()) ? null : parsed.getMonth() + 1;
}

/** July–December is High, otherwise Low; Low when the date is missing or invalid. */
export function seasonFor(date: string | Date | null | undefined): SeasonName {
  if (date == null) return DEFAULT_SEASON;
  const month = monthOf(date);
  if (month === null) return DEFAULT_SEASON;
  return month >= FIRST_HIGH_MONTH ? 'High' : 'Low';
}
