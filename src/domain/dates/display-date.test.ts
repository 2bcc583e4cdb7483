import { describe, expect, it } from 'vitest';
import { displayDate, parseTypedDate } from './display-date.js';

describe('displayDate', () => {
  it('shows a date with its weekday and month name, never as digits only', () => {
    expect(displayDate('2026-12-12')).toBe('Sat, 12 Dec 2026');
    expect(displayDate('2027-03-01')).toBe('Mon, 1 Mar 2027');
  });

  it('leaves what is not a date as it is', () => {
    expect(displayDate('')).toBe('');
    expect(displayDate(null)).toBe('');
    expect(displayDate('next friday')).toBe('next friday');
    expect(displayDate('2027-02-30')).toBe('2027-02-30');
  });
});

describe('parseTypedDate', () => {
  it('reads ISO dates and written-out ones', () => {
    for (const text of ['2026-12-12', '2026-12-12 ', '12 Dec 2026', '12 december 2026', 'Dec 12, 2026']) {
      expect(parseTypedDate(text)).toBe('2026-12-12');
    }
    expect(parseTypedDate('Sat, 12 Dec 2026')).toBe('2026-12-12');
    expect(parseTypedDate('1st March 2027')).toBe('2027-03-01');
    expect(parseTypedDate('2027-3-1')).toBe('2027-03-01');
  });

  it('refuses impossible, partial and ambiguous dates', () => {
    for (const text of ['', '2027-02-30', '2026-12', '12 Foo 2026', '12/11/2026', '31 Apr 2027', 'tomorrow']) {
      expect(parseTypedDate(text)).toBeNull();
    }
  });

  it('round-trips what it shows', () => {
    expect(parseTypedDate(displayDate('2028-02-29'))).toBe('2028-02-29');
  });
});
