import { describe, expect, it } from 'vitest';
import { fitLabel, fitsStay, stayDays } from './stay-fit.js';

const trip = (days: number) => ({
  name: 'A trip',
  trip_points: Array.from({ length: days }, (_, i) => ({ day_number: i + 1 })),
});

describe('stayDays', () => {
  it('counts check-in and check-out days both (nights + 1)', () => {
    expect(stayDays('2026-12-12', '2026-12-18')).toBe(7);
    expect(stayDays('2026-12-12', '2026-12-13')).toBe(2);
    expect(stayDays('2026-12-31', '2027-01-02')).toBe(3);
  });

  it('is null without two real dates in order', () => {
    expect(stayDays('2026-12-12', '2026-12-12')).toBeNull();
    expect(stayDays('2026-12-18', '2026-12-12')).toBeNull();
    expect(stayDays('2026-12-12', null)).toBeNull();
    expect(stayDays('2026-02-30', '2026-03-04')).toBeNull();
  });
});

describe('fitsStay', () => {
  it('keeps trips no longer than the stay', () => {
    expect(fitsStay(trip(7), 7)).toBe(true);
    expect(fitsStay(trip(3), 7)).toBe(true);
    expect(fitsStay(trip(8), 7)).toBe(false);
  });

  it('never marks a trip of unknown length, or without a stay', () => {
    expect(fitsStay(trip(0), 7)).toBe(false);
    expect(fitsStay(trip(3), null)).toBe(false);
  });
});

describe('fitLabel', () => {
  it('names the stay', () => {
    expect(fitLabel(7)).toBe('Fits your 7 days');
    expect(fitLabel(1)).toBe('Fits your 1 day');
  });
});
