import type { TravellerFieldNames } from '#web/features/auth/hooks/use-traveller-prefill.js';

/**
 * What the trip booking and the destination inquiry forms hold: the same traveller and trip fields,
 * as typed, with ids as the selects' strings. The order is the order on screen.
 */
export interface BookingFormValues {
  fname: string;
  lname: string;
  email: string;
  phone: string;
  gender: string;
  country: string;
  start_date: string;
  guest_count: string;
  class_id: string;
  note: string;
}

export const BOOKING_DEFAULTS: BookingFormValues = {
  fname: '',
  lname: '',
  email: '',
  phone: '',
  gender: '',
  country: '',
  start_date: '',
  guest_count: '2',
  class_id: '',
  note: '',
};

export const BOOKING_FIELD_ORDER = Object.keys(BOOKING_DEFAULTS) as (keyof BookingFormValues)[];

/** Where the signed-in tourist's account details go in both forms. */
export const BOOKING_TRAVELLER_FIELDS: TravellerFieldNames<BookingFormValues> = {
  firstName: 'fname',
  lastName: 'lname',
  email: 'email',
  phone: 'phone',
  gender: 'gender',
  country: 'country',
};
