import { isCalendarDate } from '#domain/dates/calendar-date.js';
import { daysBetween, tripDurationDays, type DurationTrip } from '#domain/trips/duration.js';

/**
 * The days of a stay from check-in to check-out, both counted (nights + 1): 12 to 18 Dec is 7 days,
 * the way trips count their days ('7 days / 6 nights'). Null without two real dates in order.
 */
export function stayDays(checkIn: string | null | undefined, checkOut: string | null | undefined): number | null {
  if (!isCalendarDate(checkIn) || !isCalendarDate(checkOut)) return null;
  const nights = daysBetween(checkIn, checkOut);
  return nights !== null && nights > 0 ? nights + 1 : null;
}

/** A trip fits a stay when its days (the ones its card shows) are known and no more than the stay's. */
export function fitsStay(trip: DurationTrip, days: number | null): boolean {
  if (days === null) return false;
  const length = tripDurationDays(trip);
  return length > 0 && length <= days;
}

/** The badge on a fitting trip's card: 'Fits your 7 days'. */
export function fitLabel(days: number): string {
  return `Fits your ${days === 1 ? '1 day' : `${days} days`}`;
}
