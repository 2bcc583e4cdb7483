import { isCalendarDate } from '#domain/dates/calendar-date.js';
import { displayDate } from '#domain/dates/display-date.js';
import { DEFAULT_LOCALE, type Locale } from '#domain/i18n/locales.js';
import { MIN_TRIP_GUESTS } from '#domain/pricing/group-tier.js';
import type { TripPageParams } from '#domain/site-paths.js';
import type { Translate } from '#web/i18n/i18n.js';
import type { BookingFormValues } from './booking-form.js';

/** What a form starts from when its page's URL carries a search (`?checkIn=&checkOut=&guests=&class=`). */
export interface BookingPrefill {
  /** spread over the form's defaults */
  values: Partial<BookingFormValues>;
  /** the URL's check-in when it was before `earliest`, so the start date moved there: say so */
  movedFrom?: string;
  /** the search's check-out, a real date after the start */
  checkOut?: string;
}

type StayParams = Pick<TripPageParams, 'checkIn' | 'checkOut'>;

/**
 * The start date a search's check-in gives: kept from `earliest` (tomorrow) on, moved to `earliest`
 * when it is earlier (Today, or a past day in an old link), so the field is never silently empty.
 */
function startFrom(
  { checkIn, checkOut }: StayParams,
  earliest: string,
): { start?: string; movedFrom?: string; checkOut?: string } {
  if (!isCalendarDate(checkIn)) return {};
  const start = checkIn >= earliest ? checkIn : earliest;
  const moved = start === checkIn ? {} : { movedFrom: checkIn };
  const out = isCalendarDate(checkOut) && checkOut > start ? { checkOut } : {};
  return { start, ...moved, ...out };
}

/** A guest count from the URL: a whole number, at least `min` (a trip's 2); undefined otherwise. */
function guestsFrom(value: string | null, min = MIN_TRIP_GUESTS): string | undefined {
  if (!value || !/^\d{1,3}$/.test(value)) return undefined;
  return String(Math.max(min, Number(value)));
}

/** A class id from the URL, to be checked against the classes once they load (`knownClassId`). */
function classFrom(value: string | null): string | undefined {
  return value && /^[1-9]\d{0,8}$/.test(value) ? value : undefined;
}

/** The trip booking's start date, guests and class from the trip page's URL. */
export function tripBookingPrefill(params: TripPageParams, earliest: string): BookingPrefill {
  const { start, ...notes } = startFrom(params, earliest);
  const guest_count = guestsFrom(params.guests);
  const class_id = classFrom(params.classId);
  return {
    values: {
      ...(start ? { start_date: start } : {}),
      ...(guest_count ? { guest_count } : {}),
      ...(class_id ? { class_id } : {}),
    },
    ...notes,
  };
}

/**
 * The destination inquiry's start date from the URL's check-in, and its check-out in the note, since
 * the inquiry has no end date of its own: 'I would like to stay until Fri, 18 Dec 2026.'
 */
export function inquiryPrefill(
  params: StayParams & { guests?: string | null },
  earliest: string,
  t: Translate,
  locale: Locale = DEFAULT_LOCALE,
): BookingPrefill {
  const { start, ...notes } = startFrom(params, earliest);
  const guest_count = guestsFrom(params.guests ?? null, 1);
  return {
    values: {
      ...(start ? { start_date: start } : {}),
      ...(guest_count ? { guest_count } : {}),
      ...(notes.checkOut
        ? { note: t('I would like to stay until {date}.', { date: displayDate(notes.checkOut, locale) }) }
        : {}),
    },
    ...notes,
  };
}

/** The class id when it names one of `classes`, else undefined (the form falls back to Economy). */
export function knownClassId(value: string, classes: readonly { id: number }[]): string | undefined {
  return classes.some((c) => String(c.id) === value) ? value : undefined;
}

/** 'Bookings start tomorrow at the earliest, so we moved your date to Wed, 25 Nov 2026.' */
export function movedDateNote(start: string, t: Translate, locale: Locale = DEFAULT_LOCALE): string {
  return t('Bookings start tomorrow at the earliest, so we moved your date to {date}.', {
    date: displayDate(start, locale),
  });
}

/** 'Ends Fri, 18 Dec 2026 (7 days)' beside the start date. */
export function tripEndNote(end: string, days: number, t: Translate, locale: Locale = DEFAULT_LOCALE): string {
  return t('Ends {date} ({days, plural, one {{days} day} other {{days} days}})', {
    date: displayDate(end, locale),
    days,
  });
}

/** When the search's check-out is not the trip's last day: the trip's length decides, said gently. */
export function checkOutNote(
  checkOut: string,
  end: string,
  t: Translate,
  locale: Locale = DEFAULT_LOCALE,
): string | null {
  if (checkOut === end) return null;
  return t("Your search ended on {date}; this trip's own length sets the end date.", {
    date: displayDate(checkOut, locale),
  });
}
