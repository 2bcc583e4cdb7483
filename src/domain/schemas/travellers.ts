import { z } from 'zod';
import { addDays, isCalendarDate, parseCalendarDate } from '../dates/calendar-date.js';
import { fillMessage, msg } from '../i18n/msg.js';
import { ALWAYS, idField, optionalText, requiredIsoDate, requiredText } from './common.js';

// The travellers' details a tourist sends once the trip is confirmed (docs/behaviour/tracking.md). The shape is
// checked here alone; the rules that need the request (how many guests, when the trip ends, today) are
// `travellersForTripErrors`, which the route's use case and the form both apply.

export const PASSPORT_VALIDITY_MESSAGE = msg('Passport must be valid for at least six months after your trip.');
export const TRAVELLER_COUNT_MESSAGE = msg('Please give the details of every guest: {count} travellers.');
export const FULL_NAME_MESSAGE = msg('Please enter the full name as written in the passport.');
export const NATIONALITY_MESSAGE = msg('Please choose a nationality.');
export const DATE_OF_BIRTH_MESSAGE = msg('Please enter a date of birth in the past.');
export const PASSPORT_NUMBER_MESSAGE = msg('Please enter the passport number (letters and digits only).');
export const PASSPORT_EXPIRY_MESSAGE = msg("Please enter the passport's expiry date.");
export const FLIGHT_MESSAGE = msg('Please enter a flight number such as KL 569.');
export const ARRIVAL_TIME_MESSAGE = msg('Please enter the arrival date and time.');
export const EMERGENCY_NAME_MESSAGE = msg("Please enter the emergency contact's name.");
export const EMERGENCY_PHONE_MESSAGE = msg("Please enter the emergency contact's phone number.");
export const NOT_CONFIRMED_MESSAGE = msg("Travellers' details can be sent once your trip is confirmed.");
export const TRAVELLER_NOTE_MESSAGE = msg('Please keep this note under 500 characters.');

/** At most this many travellers in one request (the booking form's own limit on guests is lower). */
export const MAX_TRAVELLERS = 50;
export const TRAVELLER_NOTE_MAX = 500;

/** How a stored passport number is shown to the browser: never in full. */
export const PASSPORT_MASK_PREFIX = '•••• ';
export const maskPassportNumber = (number: string): string => `${PASSPORT_MASK_PREFIX}${number.slice(-4)}`;
/** A masked number sent back unchanged: "keep the number you have" (the form's untouched field). */
export const isMaskedPassportNumber = (value: string): boolean =>
  value.startsWith(PASSPORT_MASK_PREFIX) && /^[A-Z0-9]{1,4}$/.test(value.slice(PASSPORT_MASK_PREFIX.length));

const PASSPORT_NUMBER = /^[A-Z0-9]{5,20}$/;
const FLIGHT = /^[A-Z0-9]{2,3} ?\d{1,4}[A-Z]?$/;
/** The flight number as the document gives it: the server reads it in capitals. */
const FLIGHT_AS_TYPED = '^[A-Za-z0-9]{2,3} ?\\d{1,4}[A-Za-z]?$';
/** yyyy-MM-ddTHH:mm as the document gives it; a day past the month's end (30 February) is refused by the check. */
const LOCAL_DATE_TIME_PATTERN = '^([1-9]\\d{3}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]))T([01]\\d|2[0-3]):[0-5]\\d$';
const LOCAL_DATE_TIME = new RegExp(LOCAL_DATE_TIME_PATTERN);
const PHONE = /^\+?[0-9 ()./-]{6,30}$/;

/** Spaces and dashes dropped, capitals: `c01x 00t4-7` is `C01X00T47`, as the passport prints it. */
const normalizePassport = (value: string) =>
  isMaskedPassportNumber(value) ? value : value.replace(/[\s-]/g, '').toUpperCase();

export const TravellerSchema = z.object({
  full_name: requiredText(FULL_NAME_MESSAGE, { max: 120 }),
  nationality: idField(NATIONALITY_MESSAGE),
  date_of_birth: requiredIsoDate(DATE_OF_BIRTH_MESSAGE),
  passport_number: requiredText(PASSPORT_NUMBER_MESSAGE, { max: 40, tooLong: PASSPORT_NUMBER_MESSAGE })
    .transform(normalizePassport)
    .pipe(
      z.string().refine((v) => isMaskedPassportNumber(v) || PASSPORT_NUMBER.test(v), {
        error: PASSPORT_NUMBER_MESSAGE,
      }),
    ),
  passport_expiry: requiredIsoDate(PASSPORT_EXPIRY_MESSAGE),
  dietary: optionalText(TRAVELLER_NOTE_MESSAGE, {
    max: TRAVELLER_NOTE_MAX,
    tooLong: TRAVELLER_NOTE_MESSAGE,
  }).optional(),
  medical: optionalText(TRAVELLER_NOTE_MESSAGE, {
    max: TRAVELLER_NOTE_MAX,
    tooLong: TRAVELLER_NOTE_MESSAGE,
  }).optional(),
});

export const TravellersDetailsSchema = z.object({
  travellers: z
    .array(TravellerSchema, { error: fillMessage(TRAVELLER_COUNT_MESSAGE, { count: 1 }) })
    .max(MAX_TRAVELLERS),
  arrival: z
    .object({
      flight: optionalText(FLIGHT_MESSAGE, { max: 12, tooLong: FLIGHT_MESSAGE })
        .transform((v) => (v === null ? null : v.toUpperCase()))
        .refine((v) => v === null || FLIGHT.test(v), { error: FLIGHT_MESSAGE })
        .meta({ pattern: FLIGHT_AS_TYPED })
        .optional(),
      arrival_at: optionalText(ARRIVAL_TIME_MESSAGE, { max: 16, tooLong: ARRIVAL_TIME_MESSAGE })
        .refine((v) => v === null || isLocalDateTime(v), { error: ARRIVAL_TIME_MESSAGE })
        .meta({ pattern: LOCAL_DATE_TIME_PATTERN })
        .optional()
        .describe('local time at the arrival airport, yyyy-MM-ddTHH:mm'),
    })
    .nullish(),
  emergency_contact: z.object(
    {
      name: requiredText(EMERGENCY_NAME_MESSAGE, { max: 120 }),
      phone: requiredText(EMERGENCY_PHONE_MESSAGE, { max: 30, tooLong: EMERGENCY_PHONE_MESSAGE }).pipe(
        z.string().regex(PHONE, { error: EMERGENCY_PHONE_MESSAGE }),
      ),
    },
    { error: EMERGENCY_NAME_MESSAGE },
  ),
});
export type TravellersDetailsInput = z.infer<typeof TravellersDetailsSchema>;
export type TravellersDetailsRawInput = z.input<typeof TravellersDetailsSchema>;

function isLocalDateTime(value: string): boolean {
  const match = LOCAL_DATE_TIME.exec(value);
  return !!match && isCalendarDate(match[1]);
}

/** The day six calendar months after `date` (31 August + 6 months is the last day of February). */
export function sixMonthsAfter(date: string): string {
  const parsed = parseCalendarDate(date);
  if (!parsed) throw new RangeError(`Not a calendar date: '${date}'`);
  const month = parsed.month + 6;
  const year = parsed.year + Math.floor((month - 1) / 12);
  const monthOfYear = ((month - 1) % 12) + 1;
  const lastDay = new Date(Date.UTC(year, monthOfYear, 0)).getUTCDate();
  const first = `${year}-${String(monthOfYear).padStart(2, '0')}-01`;
  return addDays(first, Math.min(parsed.day, lastDay) - 1);
}

export interface TravellersTrip {
  /** the request's guests: one entry for each */
  guests: number;
  /** the trip's last day (`requestTripEnd` on the server: its end date, else its booked days' end); null when not known yet */
  tripEnd: string | null;
  /** the agency's today */
  today: string;
}

/**
 * The rules that need the request: exactly one entry per guest, a date of birth before today and a passport valid at
 * least six months after the trip ends (Tanzania's entry rule). Errors by field, as the 422 envelope names them.
 */
export function travellersForTripErrors(
  input: Pick<TravellersDetailsRawInput, 'travellers'>,
  trip: TravellersTrip,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const travellers = Array.isArray(input.travellers) ? input.travellers : [];
  if (travellers.length !== trip.guests) {
    errors.travellers = [fillMessage(TRAVELLER_COUNT_MESSAGE, { count: trip.guests })];
  }
  const validUntil = trip.tripEnd ? sixMonthsAfter(trip.tripEnd) : null;
  travellers.forEach((traveller, index) => {
    const birth = (traveller as Partial<typeof traveller> | null)?.date_of_birth;
    if (typeof birth === 'string' && isCalendarDate(birth) && birth >= trip.today) {
      errors[`travellers.${index}.date_of_birth`] = [DATE_OF_BIRTH_MESSAGE];
    }
    const expiry = (traveller as Partial<typeof traveller> | null)?.passport_expiry;
    if (validUntil && typeof expiry === 'string' && isCalendarDate(expiry) && expiry < validUntil) {
      errors[`travellers.${index}.passport_expiry`] = [PASSPORT_VALIDITY_MESSAGE];
    }
  });
  return errors;
}

/** The form's schema: the shape and, once the request is known, its rules, every message on its field. */
export function travellersFormSchema(trip: TravellersTrip) {
  // Runs even when a field failed (ALWAYS), so every error shows at once; it reads the raw values defensively.
  return TravellersDetailsSchema.superRefine((value, ctx) => {
    const raw = (value ?? {}) as Pick<TravellersDetailsRawInput, 'travellers'>;
    for (const [path, messages] of Object.entries(travellersForTripErrors(raw, trip))) {
      const segments = path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
      for (const message of messages) ctx.addIssue({ code: 'custom', path: segments, message });
    }
  }, ALWAYS);
}
