import { describe, expect, it } from 'vitest';
import { addDays, isCalendarDate, parseCalendarDate, todayInDarEsSalaam } from './calendar-date.js';

describe('parseCalendarDate', () => {
  it('reads a yyyy-MM-dd date field by field', () => {
    expect(parseCalendarDate('2027-07-01')).toEqual({ year: 2027, month: 7, day: 1 });
  });

  it('rejects malformed and impossible dates', () => {
    for (const value of ['2027-7-1', '2027-02-30', '2027-13-01', '2027-07-01T00:00:00Z', '', 'soon']) {
      expect(parseCalendarDate(value)).toBeNull();
    }
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate(20270701)).toBe(false);
  });
});

describe('addDays', () => {
  it('crosses month and year ends', () => {
    expect(addDays('2027-01-31', 1)).toBe('2027-02-01');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });

  it('throws on a malformed date', () => {
    expect(() => addDays('tomorrow', 1)).toThrow(RangeError);
  });
});

describe('todayInDarEsSalaam', () => {
  it('is already the next day in Dar es Salaam (UTC+3) late in the UTC evening', () => {
    expect(todayInDarEsSalaam(new Date('2027-06-30T21:30:00Z'))).toBe('2027-07-01');
    expect(todayInDarEsSalaam(new Date('2027-06-30T20:59:00Z'))).toBe('2027-06-30');
  });

  it('turns at midnight there, asked within one minute and then the next', () => {
    expect(todayInDarEsSalaam(new Date('2027-06-30T20:59:00.000Z'))).toBe('2027-06-30');
    expect(todayInDarEsSalaam(new Date('2027-06-30T20:59:59.999Z'))).toBe('2027-06-30');
    expect(todayInDarEsSalaam(new Date('2027-06-30T21:00:00.000Z'))).toBe('2027-07-01');
    expect(todayInDarEsSalaam(new Date('2026-01-01T00:00:00.000Z'))).toBe('2026-01-01');
  });
});
