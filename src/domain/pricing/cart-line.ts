import { BOOKING_HORIZON_DAYS } from '../dates/booking-window.js';
import { addDays } from '../dates/calendar-date.js';
import { displayDate } from '../dates/display-date.js';
import type { Locale } from '../i18n/locales.js';
import { fillMessage, msg } from '../i18n/msg.js';
import { bookingTotal, type BookingTotal, type BudgetRow } from './booking-total.js';
import { MIN_TRIP_GUESTS } from './group-tier.js';

/**
 * A cart line is a booking not yet sent: a trip line is priced by the same season × class ×
 * group-tier rule as a booking (`bookingTotal`), for its start date, guests (the line's quantity)
 * and class. A destination has no price list: the agency quotes it, so its line has no price.
 */
export interface CartLineForPricing {
  type: 'trip' | 'destination';
  startDate: string | null;
  guests: number;
  serviceClass: string | null;
  basePrice: number | null;
  budgets: readonly BudgetRow[];
}

export interface CartLinePrice extends BookingTotal {
  /** true while the line has no start date: the season is a guess, so the figure is an estimate */
  estimate: boolean;
}

export function cartLinePrice(line: CartLineForPricing): CartLinePrice | null {
  if (line.type !== 'trip' || line.basePrice === null) return null;
  const total = bookingTotal({
    startDate: line.startDate,
    guestCount: line.guests,
    serviceClass: line.serviceClass,
    basePrice: line.basePrice,
    budgets: line.budgets,
  });
  return { ...total, estimate: !line.startDate };
}

/** The guests a trip line starts with: a trip is booked for 2 or more. */
export function cartDefaultGuests(type: 'trip' | 'destination'): number {
  return type === 'trip' ? MIN_TRIP_GUESTS : 1;
}

export interface CartLineToCheck {
  type: 'trip' | 'destination';
  name: string;
  startDate: string | null;
  guests: number;
}

/** What stops a line from being requested: a message with its values filled in where it shows. */
export interface CartLineIssue {
  id: string;
  values: Record<string, string | number>;
}

const CART_LINE_MESSAGES = {
  noStartDate: msg('Choose a start date for {name}.'),
  tooSoon: msg('{name} starts on {date}, which is too soon: bookings start from {earliest}.'),
  tooLate: msg('{name} starts on {date}, which is too far ahead: bookings reach {latest} at most.'),
  tooFewGuests: msg('{name} is booked for {count} guests or more.'),
};

/**
 * What stops a line from being requested, or null when it can go: a trip needs a start date from tomorrow on
 * (`earliest`), within 2 years, and 2 guests or more; a destination may leave its dates open, but not a date
 * already gone or more than 2 years ahead. Its
 * dates as the locale shows them; the page shows the message through its catalogue.
 */
export function cartLineIssue(line: CartLineToCheck, earliest: string, locale?: Locale): CartLineIssue | null {
  const { name } = line;
  if (line.type === 'trip' && !line.startDate) return { id: CART_LINE_MESSAGES.noStartDate, values: { name } };
  if (line.startDate && line.startDate < earliest) {
    const [date, from] = [displayDate(line.startDate, locale), displayDate(earliest, locale)];
    return { id: CART_LINE_MESSAGES.tooSoon, values: { name, date, earliest: from } };
  }
  // The window is 2 years from today, and `earliest` is tomorrow.
  const latest = addDays(earliest, BOOKING_HORIZON_DAYS - 1);
  if (line.startDate && line.startDate > latest) {
    const [date, until] = [displayDate(line.startDate, locale), displayDate(latest, locale)];
    return { id: CART_LINE_MESSAGES.tooLate, values: { name, date, latest: until } };
  }
  if (line.type === 'trip' && line.guests < MIN_TRIP_GUESTS) {
    return { id: CART_LINE_MESSAGES.tooFewGuests, values: { name, count: MIN_TRIP_GUESTS } };
  }
  return null;
}

/** `cartLineIssue` in the tourist's words in English, as the API says it; null when the line can go. */
export function cartLineProblem(line: CartLineToCheck, earliest: string): string | null {
  const issue = cartLineIssue(line, earliest);
  return issue && fillMessage(issue.id, issue.values);
}
