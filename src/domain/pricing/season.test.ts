import { describe, expect, it } from 'vitest';
import { seasonFor } from './season.js';

describe('seasonFor', () => {
  it.each([
    ['2027-06-30', 'Low'],
    ['2027-07-01', 'High'],
    ['2027-12-31', 'High'],
    ['2028-01-01', 'Low'],
    ['2027-03-15', 'Low'],
    ['2027-09-10', 'High'],
  ] as const)('%s is %s season', (date, season) => {
    expect(seasonFor(date)).toBe(season);
  });

  it('reads the calendar day of a date-time string, not its UTC instant', () => {
    expect(seasonFor('2027-07-01T00:00:00+03:00')).toBe('High');
    expect(seasonFor('2027-06-30T23:30:00Z')).toBe('Low');
  });

  it('reads a Date in local time, the way a date picker produces it', () => {
    expect(seasonFor(new Date(2027, 6, 1))).toBe('High');
    expect(seasonFor(new Date(2027, 5, 30, 23, 59))).toBe('Low');
  });

  it('is Low when the date is missing or invalid', () => {
    expect(seasonFor(null)).toBe('Low');
    expect(seasonFor(undefined)).toBe('Low');
    expect(seasonFor('')).toBe('Low');
    expect(seasonFor('not a date')).toBe('Low');
    expect(seasonFor('2027-13-01')).toBe('Low');
    expect(seasonFor(new Date('invalid'))).toBe('Low');
  });
});
