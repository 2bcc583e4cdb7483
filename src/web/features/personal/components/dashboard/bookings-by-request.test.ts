import { describe, expect, it } from 'vitest';
import type { BookingSummary } from '#domain/api/personal.js';
import { bookingsByRequest } from './bookings-by-request.js';

const booking = (uuid: string, reference: string): BookingSummary => ({
  uuid,
  reference,
  item_type: 'trip',
  item_name: `Trip ${uuid}`,
  item_uuid: null,
  start_date: null,
  guest_count: 2,
  service_class: null,
  total_price: null,
  status: 'new',
  status_label: 'Received',
  quoted_price: null,
  timeline: [],
  travellers_complete: false,
  created_at: '2026-11-01T08:00:00.000Z',
});

describe('bookingsByRequest', () => {
  it('keeps the lines of one reference together, in the order they came, once per reference', () => {
    const groups = bookingsByRequest([booking('a', 'TZ-CART22'), booking('b', 'TZ-SOLO33'), booking('c', 'TZ-CART22')]);
    expect(groups.map((g) => [g.reference, g.lines.map((l) => l.uuid), g.first.uuid])).toEqual([
      ['TZ-CART22', ['a', 'c'], 'a'],
      ['TZ-SOLO33', ['b'], 'b'],
    ]);
  });

  it('answers no groups for no bookings', () => {
    expect(bookingsByRequest([])).toEqual([]);
  });
});
