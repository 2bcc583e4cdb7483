import { msg } from '../i18n/msg.js';

/**
 * The search's messages, shown translated by the search bar and answered in English by `GET /api/search`. The
 * spec gives none of its own for the search: these follow the tone of its other forms.
 */
export const SEARCH_MESSAGES = {
  location: msg('Choose where you want to go'),
  checkIn: msg('Choose a check-in date'),
  checkInPast: msg('Check-in must be today or later'),
  checkOutOrder: msg('Check-out must be after check-in'),
} as const;

/** A typed place that is not text (`q` of the trips list): the API's own wording, as its other query messages. */
export const PLACE_TEXT_MESSAGE = 'q must be text of at most 200 characters';

export type StayField = 'checkIn' | 'checkOut';

/**
 * What is wrong with a searched stay, both dates `yyyy-MM-dd` or absent, against `today` (the same form): the
 * dates are optional (a place alone lists its trips), but a check-out needs its check-in, a check-in may not be
 * in the past (the spec's calendar disables those days; a typed date must not slip through), and a check-out
 * comes after its check-in.
 */
export function stayErrors(
  { checkIn, checkOut }: { checkIn?: string | null | undefined; checkOut?: string | null | undefined },
  today: string,
): Partial<Record<StayField, string>> {
  const errors: Partial<Record<StayField, string>> = {};
  if (!checkIn) {
    if (checkOut) errors.checkIn = SEARCH_MESSAGES.checkIn;
    return errors;
  }
  if (checkIn < today) errors.checkIn = SEARCH_MESSAGES.checkInPast;
  if (checkOut && checkOut <= checkIn) errors.checkOut = SEARCH_MESSAGES.checkOutOrder;
  return errors;
}
