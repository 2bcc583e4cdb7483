import { msg } from '#domain/i18n/msg.js';
import { addDays, isAfter, isSaturday, nextMonday, nextSaturday, startOfDay } from 'date-fns';

// The search works on local calendar days: a visitor picking 'Tomorrow' at 23:30 means their
// tomorrow, and the query string carries that day as yyyy-MM-dd, written and read
// by isoFromLocalDate and localDateFromIso.

/** The default stay length, in days after check-in. */
export const DEFAULT_STAY_DAYS = 3;
export const STAY_QUICK_PICKS = [1, 3, 7] as const;

export type CheckInPick = 'today' | 'tomorrow' | 'weekend' | 'next-week';

/** Marked for the catalogues: the search bar shows them translated. */
export const CHECK_IN_PICK_LABELS: Record<CheckInPick, string> = {
  today: msg('Today'),
  tomorrow: msg('Tomorrow'),
  weekend: msg('This Weekend'),
  'next-week': msg('Next Week'),
};

/** The check-in quick picks: this weekend is the coming Saturday (today when it is Saturday), next week its Monday. */
export function checkInQuickPicks(today: Date): Record<CheckInPick, Date> {
  const day = startOfDay(today);
  return {
    today: day,
    tomorrow: addDays(day, 1),
    weekend: isSaturday(day) ? day : nextSaturday(day),
    'next-week': nextMonday(day),
  };
}

/** A stay's quick pick, '1 day' or '3 days', in the page's language (`t`). */
export function stayLabel(days: number, t: (id: string, values: { count: number }) => string): string {
  return t('{count, plural, one {# day} other {# days}}', { count: days });
}

/** A new check-in keeps a later check-out, otherwise check-out moves to 3 days after it. */
export function checkOutAfterCheckInChange(checkIn: Date, checkOut: Date | undefined): Date {
  if (checkOut && isAfter(startOfDay(checkOut), startOfDay(checkIn))) return checkOut;
  return addDays(startOfDay(checkIn), DEFAULT_STAY_DAYS);
}

/** The first day a check-out may fall on: the day after check-in (or after today without one). */
export function firstCheckOutDay(checkIn: Date | undefined, today: Date): Date {
  return addDays(startOfDay(checkIn ?? today), 1);
}
