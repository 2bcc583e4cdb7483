import { describe, expect, it } from 'vitest';
import { readTripPageParams } from '#domain/site-paths.js';
import {
  checkOutNote,
  inquiryPrefill,
  knownClassId,
  movedDateNote,
  tripBookingPrefill,
  tripEndNote,
} from './booking-prefill.js';
import { tripEndDate } from '#domain/trips/duration.js';
import { englishT } from '#web/test/english.js';

// The notes in English, as the compiled catalogue says them.
const t = englishT;

const TOMORROW = '2026-11-25';
const prefill = (query: string) => tripBookingPrefill(readTripPageParams(new URLSearchParams(query)), TOMORROW);

describe('tripBookingPrefill', () => {
  it('takes start date, guests and class from the URL', () => {
    expect(prefill('checkIn=2026-12-12&checkOut=2026-12-18&guests=4&class=3&tab=book')).toEqual({
      values: { start_date: '2026-12-12', guest_count: '4', class_id: '3' },
      checkOut: '2026-12-18',
    });
  });

  it('keeps a check-in of tomorrow as it is', () => {
    expect(prefill('checkIn=2026-11-25')).toEqual({ values: { start_date: '2026-11-25' } });
  });

  it('moves today or a past check-in to tomorrow and says from where', () => {
    expect(prefill('checkIn=2026-11-24&checkOut=2026-11-27')).toEqual({
      values: { start_date: TOMORROW },
      movedFrom: '2026-11-24',
      checkOut: '2026-11-27',
    });
    expect(prefill('checkIn=2025-01-01')).toMatchObject({ values: { start_date: TOMORROW }, movedFrom: '2025-01-01' });
  });

  it('drops a check-out that is not after the start', () => {
    expect(prefill('checkIn=2026-11-24&checkOut=2026-11-25').checkOut).toBeUndefined();
    expect(prefill('checkIn=2026-12-12&checkOut=2026-12-01').checkOut).toBeUndefined();
    expect(prefill('checkIn=2026-12-12&checkOut=soon').checkOut).toBeUndefined();
  });

  it('raises fewer than 2 guests to 2', () => {
    expect(prefill('guests=1').values.guest_count).toBe('2');
    expect(prefill('guests=0').values.guest_count).toBe('2');
    expect(prefill('guests=2').values.guest_count).toBe('2');
  });

  it('ignores what is not a date, a guest count or a class id', () => {
    expect(prefill('checkIn=2026-02-30&guests=two&class=economy')).toEqual({ values: {} });
    expect(prefill('guests=-3&class=0').values).toEqual({});
    expect(prefill('guests=2.5&class=1e3').values).toEqual({});
    expect(prefill('').values).toEqual({});
  });
});

describe('inquiryPrefill', () => {
  it('takes the start date and puts the check-out in the note', () => {
    expect(inquiryPrefill({ checkIn: '2026-12-12', checkOut: '2026-12-18' }, TOMORROW, t)).toEqual({
      values: { start_date: '2026-12-12', note: 'I would like to stay until Fri, 18 Dec 2026.' },
      checkOut: '2026-12-18',
    });
  });

  it('moves an early check-in to tomorrow like the booking', () => {
    expect(inquiryPrefill({ checkIn: '2026-11-24', checkOut: null }, TOMORROW, t)).toEqual({
      values: { start_date: TOMORROW },
      movedFrom: '2026-11-24',
    });
  });

  it('leaves everything alone without dates', () => {
    expect(inquiryPrefill({ checkIn: null, checkOut: '2026-12-18' }, TOMORROW, t)).toEqual({ values: {} });
  });
});

describe('knownClassId', () => {
  it('keeps an id of the list only', () => {
    const classes = [{ id: 1 }, { id: 3 }];
    expect(knownClassId('3', classes)).toBe('3');
    expect(knownClassId('2', classes)).toBeUndefined();
    expect(knownClassId('', classes)).toBeUndefined();
  });
});

describe('notes beside the start date', () => {
  it('says why the date moved, in words', () => {
    expect(movedDateNote('2026-11-25', t)).toBe(
      'Bookings start tomorrow at the earliest, so we moved your date to Wed, 25 Nov 2026.',
    );
  });

  it("derives the trip's last day from its length (domain tripEndDate) and says it", () => {
    expect(tripEndDate('2026-12-12', 7)).toBe('2026-12-18');
    expect(tripEndDate('2026-12-31', 3)).toBe('2027-01-02');
    expect(tripEndDate('2026-12-12', 1)).toBe('2026-12-12');
    expect(tripEndDate('2026-12-12', 0)).toBeNull();
    expect(tripEndDate('', 7)).toBeNull();
    expect(tripEndNote('2026-12-18', 7, t)).toBe('Ends Fri, 18 Dec 2026 (7 days)');
    expect(tripEndNote('2026-12-12', 1, t)).toBe('Ends Sat, 12 Dec 2026 (1 day)');
  });

  it('mentions a check-out that is not the last day, and nothing when it is', () => {
    expect(checkOutNote('2026-12-18', '2026-12-18', t)).toBeNull();
    expect(checkOutNote('2026-12-20', '2026-12-18', t)).toBe(
      "Your search ended on Sun, 20 Dec 2026; this trip's own length sets the end date.",
    );
  });
});
