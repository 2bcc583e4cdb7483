import { describe, expect, it } from 'vitest';
import { isoFromLocalDate, localDateFromIso } from '#web/lib/date-text.js';
import { createI18n } from '#web/i18n/i18n.js';
import { loadCatalogue } from '#web/i18n/catalogues.js';
import { checkInQuickPicks, checkOutAfterCheckInChange, firstCheckOutDay, stayLabel } from './search-dates.js';

const day = (value: string) => localDateFromIso(value)!;
const picks = (today: string) =>
  Object.fromEntries(Object.entries(checkInQuickPicks(day(today))).map(([k, d]) => [k, isoFromLocalDate(d)]));

describe('checkInQuickPicks', () => {
  it('on a Wednesday: today, tomorrow, the coming Saturday and the next Monday', () => {
    expect(picks('2027-03-10')).toEqual({
      today: '2027-03-10',
      tomorrow: '2027-03-11',
      weekend: '2027-03-13',
      'next-week': '2027-03-15',
    });
  });

  it('on a Saturday this weekend is today', () => {
    expect(picks('2027-03-13').weekend).toBe('2027-03-13');
  });

  it('on a Sunday this weekend is the next Saturday and next week is tomorrow', () => {
    expect(picks('2027-03-14')).toMatchObject({ weekend: '2027-03-20', 'next-week': '2027-03-15' });
  });

  it('on a Monday next week is seven days later', () => {
    expect(picks('2027-03-15')['next-week']).toBe('2027-03-22');
  });

  it('ignores the time of day', () => {
    const late = new Date(2027, 2, 10, 23, 45);
    expect(isoFromLocalDate(checkInQuickPicks(late).tomorrow)).toBe('2027-03-11');
    expect(checkInQuickPicks(late).today.getHours()).toBe(0);
  });

  it('crosses month and year ends', () => {
    expect(picks('2027-12-31')).toMatchObject({ tomorrow: '2028-01-01', weekend: '2028-01-01' });
  });
});

describe('checkOutAfterCheckInChange', () => {
  it('sets 3 days after check-in when check-out is empty', () => {
    expect(isoFromLocalDate(checkOutAfterCheckInChange(day('2027-03-10'), undefined))).toBe('2027-03-13');
  });

  it('keeps a check-out that is still after the new check-in', () => {
    expect(isoFromLocalDate(checkOutAfterCheckInChange(day('2027-03-10'), day('2027-03-20')))).toBe('2027-03-20');
  });

  it('moves a check-out on the same day or before the new check-in', () => {
    expect(isoFromLocalDate(checkOutAfterCheckInChange(day('2027-03-10'), day('2027-03-10')))).toBe('2027-03-13');
    expect(isoFromLocalDate(checkOutAfterCheckInChange(day('2027-03-10'), day('2027-03-02')))).toBe('2027-03-13');
  });
});

describe('firstCheckOutDay', () => {
  it('is the day after check-in, or after today without one', () => {
    expect(isoFromLocalDate(firstCheckOutDay(day('2027-03-10'), day('2027-01-01')))).toBe('2027-03-11');
    expect(isoFromLocalDate(firstCheckOutDay(undefined, day('2027-01-01')))).toBe('2027-01-02');
  });
});

describe('query dates', () => {
  it('formats the local calendar day as yyyy-MM-dd', () => {
    expect(isoFromLocalDate(new Date(2027, 0, 5, 23, 59))).toBe('2027-01-05');
  });

  it('reads only real yyyy-MM-dd days', () => {
    expect(isoFromLocalDate(localDateFromIso('2027-02-28')!)).toBe('2027-02-28');
    expect(localDateFromIso('2027-02-30')).toBeUndefined();
    expect(localDateFromIso('12/03/2027')).toBeUndefined();
    expect(localDateFromIso('')).toBeUndefined();
    expect(localDateFromIso(null)).toBeUndefined();
  });
});

// English as the build compiles it (lingui.config.ts).
const english = createI18n('en', await loadCatalogue('en'));

describe('stayLabel', () => {
  it('says 1 day, otherwise N days', () => {
    expect(stayLabel(1, english.t)).toBe('1 day');
    expect(stayLabel(3, english.t)).toBe('3 days');
    expect(stayLabel(7, english.t)).toBe('7 days');
  });
});
