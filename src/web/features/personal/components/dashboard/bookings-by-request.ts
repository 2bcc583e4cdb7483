import type { BookingSummary } from '#domain/api/personal.js';

/** The lines the tourist sent together (one reference), in the order the dashboard lists them. */
export interface BookedRequest {
  reference: string;
  lines: BookingSummary[];
  /** the request's status, quote and history: the same on every line */
  first: BookingSummary;
}

/** Groups the newest-first bookings by reference, so a whole-cart request shows its history once. */
export function bookingsByRequest(bookings: readonly BookingSummary[]): BookedRequest[] {
  const groups = new Map<string, BookedRequest>();
  for (const booking of bookings) {
    const group = groups.get(booking.reference);
    if (group) group.lines.push(booking);
    else groups.set(booking.reference, { reference: booking.reference, lines: [booking], first: booking });
  }
  return [...groups.values()];
}
