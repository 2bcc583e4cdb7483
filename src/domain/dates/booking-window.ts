/** Bookings reach 2 years ahead at most (730 days): the agency prices no season further out. */
export const BOOKING_HORIZON_DAYS = 730;
