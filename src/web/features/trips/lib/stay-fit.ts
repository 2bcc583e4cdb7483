import { isCalendarDate } from '#domain/dates/calendar-date.js';
import { daysBetween, tripDurationDays, type DurationTrip } from '#domain/trips/duration.js';
import type { Translate } from '#web/i18n/i18n.js';

/**
 * The nights of a stay from check-in to check-out: 12 to 19 Dec is 7 nights, what the search bar's
 * '7 days' stay pick means. Null without two real dates in order.
 */
export function stayNights(checkIn: string | null | undefined, checkOut: string | null | undefined): number | null {
  if (!isCalendarDate(checkIn) || !isCalendarDate(checkOut)) return null;
  const nights = daysBetween(checkIn, checkOut);
  return nights !== null && nights > 0 ? nights : null;
}

/**
 * A trip fits a stay when, started on the check-in day, it ends by the check-out day: its days (the ones
 * its card shows) are known and no more than the nights + 1 ('8 days / 7 nights' fits 7 nights).
 */
export function fitsStay(trip: DurationTrip, nights: number | null): boolean {
  if (nights === null) return false;
  const days = tripDurationDays(trip);
  return days > 0 && days <= nights + 1;
}

/** The badge on a fitting trip's card: 'Fits your 7 nights', in the page's language. */
export function fitLabel(t: Translate, nights: number): string {
  return t('{count, plural, one {Fits your {count} night} other {Fits your {count} nights}}', { count: nights });
}

/**
 * How far a trip is from filling a stay, for the Best fit order: a fitting trip by the days it leaves
 * unused (a 7-day trip fills 6 nights exactly: 0), then the trips that overrun by how much. Infinity
 * without a stay or a known length.
 */
export function stayFitGap(trip: DurationTrip, nights: number | null): number {
  const days = tripDurationDays(trip);
  if (nights === null || days <= 0) return Number.POSITIVE_INFINITY;
  const stayDays = nights + 1;
  // A fitting trip's gap is below stayDays; an overrunning trip's is its days, which are above it.
  return days <= stayDays ? stayDays - days : days;
}
