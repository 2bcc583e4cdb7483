import { MAX_GUESTS } from '../pricing/group-tier.js';
import { z } from 'zod';
import { BOOKING_HORIZON_DAYS } from '../dates/booking-window.js';
import { addDays, isCalendarDate } from '../dates/calendar-date.js';
import { MIN_TRIP_GUESTS } from '../pricing/group-tier.js';
import { countField, idField, requiredIsoDate, uuidField } from './common.js';
import {
  BOOKING_INVALID_SELECTION_MESSAGE,
  BOOKING_REQUIRED_MESSAGE,
  BOOKING_START_DATE_HORIZON_MESSAGE,
  BOOKING_START_DATE_MESSAGE,
  INVALID_REFERENCE_MESSAGE,
} from './messages.js';
import { travellerFields } from './traveller.js';

// Both sides need these with the schema factory below.
export { addDays, todayInDarEsSalaam } from '../dates/calendar-date.js';

const required = BOOKING_REQUIRED_MESSAGE;
const invalidSelection = BOOKING_INVALID_SELECTION_MESSAGE;

// The booking form always sends trip_group_uuid empty; anything else must at least look like a uuid.
const tripGroupField = z.preprocess(
  (value: string | null | undefined) => (typeof value === 'string' && value.trim() !== '' ? value : null),
  z
    .string({ error: INVALID_REFERENCE_MESSAGE })
    .trim()
    .pipe(z.guid({ error: INVALID_REFERENCE_MESSAGE }))
    .nullable(),
);

/**
 * The trip booking (docs/behaviour/trip-detail.md 'Booking form') without the date rule, which
 * depends on the day it is checked. Static, so a route can declare it (and document it) up front;
 * parse with `tripBookingSchema(today)`.
 * A class, gender or country that is there but not an id is 'invalid' already; the server
 * says the same when the id does not exist.
 */
export const TripBookingSchema = z.object({
  trip_uuid: uuidField(required, INVALID_REFERENCE_MESSAGE),
  trip_group_uuid: tripGroupField,
  class_id: idField(required, invalidSelection),
  guest_count: countField(MIN_TRIP_GUESTS, required, MAX_GUESTS),
  start_date: requiredIsoDate(required),
  ...travellerFields(required, invalidSelection),
});

/** The first day a trip may start when today is `today`: bookings open from tomorrow. */
export function earliestStartDate(today: string): string {
  return addDays(today, 1);
}

/** The last day a trip may start when today is `today`: 2 years ahead (dates/booking-window.ts). */
export function latestStartDate(today: string): string {
  return addDays(today, BOOKING_HORIZON_DAYS);
}

/** The start date's day rule: from tomorrow, within 2 years; null when it holds. */
export function startDateProblem(date: string, today: string): string | null {
  if (date < earliestStartDate(today)) return BOOKING_START_DATE_MESSAGE;
  if (date > latestStartDate(today)) return BOOKING_START_DATE_HORIZON_MESSAGE;
  return null;
}

/**
 * The full booking rules for a given day. `today` is 'yyyy-MM-dd' in Africa/Dar_es_Salaam
 * (`todayInDarEsSalaam()`), passed in so that server and form judge the same calendar and
 * tests can fix the date.
 */
export function tripBookingSchema(today: string) {
  return TripBookingSchema.extend({
    // 'yyyy-MM-dd' strings sort like the dates they name; a malformed date is reported already.
    start_date: requiredIsoDate(required).superRefine((date, issues) => {
      const problem = isCalendarDate(date) ? startDateProblem(date, today) : null;
      if (problem) issues.addIssue({ code: 'custom', message: problem });
    }),
  });
}

export type TripBookingInput = z.infer<typeof TripBookingSchema>;
export type TripBookingRawInput = z.input<typeof TripBookingSchema>;
