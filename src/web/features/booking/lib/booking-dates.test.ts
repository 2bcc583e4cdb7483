import { describe, expect, it } from 'vitest';
import { tomorrowInDarEsSalaam } from './booking-dates.js';

describe('tomorrowInDarEsSalaam', () => {
  it('is the day after today in East Africa Time (UTC+3)', () => {
    expect(tomorrowInDarEsSalaam(new Date('2027-03-10T12:00:00Z'))).toBe('2027-03-11');
    // 22:30 UTC is already the next day in Dar es Salaam.
    expect(tomorrowInDarEsSalaam(new Date('2027-03-10T22:30:00Z'))).toBe('2027-03-12');
  });
});
