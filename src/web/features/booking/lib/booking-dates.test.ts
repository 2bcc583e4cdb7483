import { describe, expect, it } from 'vitest';
import { prefilledStartDate, tomorrowInDarEsSalaam } from './booking-dates.js';

describe('tomorrowInDarEsSalaam', () => {
  it('is the day after today in East Africa Time (UTC+3)', () => {
    expect(tomorrowInDarEsSalaam(new Date('2027-03-10T12:00:00Z'))).toBe('2027-03-11');
    // 22:30 UTC is already the next day in Dar es Salaam.
    expect(tomorrowInDarEsSalaam(new Date('2027-03-10T22:30:00Z'))).toBe('2027-03-12');
  });
});

describe('prefilledStartDate', () => {
  it('keeps a valid date from the earliest day on', () => {
    expect(prefilledStartDate('2027-03-11', '2027-03-11')).toBe('2027-03-11');
    expect(prefilledStartDate('2027-08-01', '2027-03-11')).toBe('2027-08-01');
  });

  it('drops past, malformed and missing dates', () => {
    expect(prefilledStartDate('2027-03-10', '2027-03-11')).toBe('');
    expect(prefilledStartDate('2027-02-30', '2027-01-01')).toBe('');
    expect(prefilledStartDate('tomorrow', '2027-01-01')).toBe('');
    expect(prefilledStartDate(null, '2027-01-01')).toBe('');
  });
});
