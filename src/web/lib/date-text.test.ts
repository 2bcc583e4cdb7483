import { describe, expect, it } from 'vitest';
import { isoFromLocalDate, localDateFromIso } from './date-text.js';

describe('local dates', () => {
  it('converts between a local day and its ISO text', () => {
    const day = localDateFromIso('2027-08-14')!;
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2027, 7, 14, 0]);
    expect(isoFromLocalDate(day)).toBe('2027-08-14');
    expect(localDateFromIso('2027-13-01')).toBeUndefined();
    expect(localDateFromIso(undefined)).toBeUndefined();
  });
});
