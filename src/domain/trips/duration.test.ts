import { describe, expect, it } from 'vitest';
import { daysBetween, daysFromName, formatDays, safariListDuration, tourDurationDays } from './duration.js';

describe('daysBetween', () => {
  it('counts whole days between calendar dates', () => {
    expect(daysBetween('2027-07-01', '2027-07-06')).toBe(5);
    expect(daysBetween('2027-12-30', '2028-01-02')).toBe(3);
    expect(daysBetween('2027-07-01', '2027-07-01')).toBe(0);
  });

  it('rounds a partial day up', () => {
    expect(daysBetween('2027-07-01T08:00:00Z', '2027-07-03T09:00:00Z')).toBe(3);
    expect(daysBetween('2027-07-01T08:00:00Z', '2027-07-03T08:00:00Z')).toBe(2);
  });

  it('is null when a date is missing, invalid or the range is reversed', () => {
    expect(daysBetween(null, '2027-07-01')).toBeNull();
    expect(daysBetween('2027-07-01', undefined)).toBeNull();
    expect(daysBetween('', '2027-07-01')).toBeNull();
    expect(daysBetween('someday', '2027-07-01')).toBeNull();
    expect(daysBetween('2027-07-05', '2027-07-01')).toBeNull();
  });
});

describe('daysFromName', () => {
  it.each([
    ['Serengeti Migration 5 days / 5 nights', 5],
    ['7 Days / 6 Nights Northern Circuit', 7],
    ['Zanzibar Beach Escape 4 DAYS/3 NIGHTS', 4],
    ['Kilimanjaro 8 days – 7 nights', 8],
    ['Ruaha 3 days - 2 nights', 3],
    ['Day Trip 1 day / 0 nights', 1],
  ])('%s → %i', (name, days) => {
    expect(daysFromName(name)).toBe(days);
  });

  it('is null without the pattern', () => {
    expect(daysFromName('Stone Town Walking Tour')).toBeNull();
    expect(daysFromName('5 days in Zanzibar')).toBeNull();
    expect(daysFromName('0 days / 0 nights')).toBeNull();
  });
});

describe('tourDurationDays', () => {
  const points = [{}, {}, {}];

  it('prefers the dates', () => {
    expect(
      tourDurationDays({
        from_date: '2027-07-01',
        to_date: '2027-07-04',
        name: '9 days / 8 nights',
        trip_points: points,
      }),
    ).toBe(3);
  });

  it('then reads the name pattern', () => {
    expect(
      tourDurationDays({ from_date: null, to_date: null, name: 'Safari 6 Days / 5 Nights', trip_points: points }),
    ).toBe(6);
    expect(tourDurationDays({ from_date: '2027-07-01', to_date: '2027-07-01', name: 'Nungwi 2 days / 1 night' })).toBe(
      2,
    );
  });

  it('finally counts itinerary points', () => {
    expect(tourDurationDays({ name: 'Spice Farm Tour', trip_points: points })).toBe(3);
    expect(tourDurationDays({ name: 'Spice Farm Tour', trip_points: null })).toBe(0);
  });
});

describe('safariListDuration and formatDays', () => {
  it('uses the number of destinations on the safari list', () => {
    expect(safariListDuration({ trip_destinations: [{}, {}, {}, {}] })).toBe(4);
    expect(safariListDuration({ trip_destinations: null })).toBe(0);
    expect(safariListDuration({})).toBe(0);
  });

  it('words the count', () => {
    expect(formatDays(1)).toBe('1 day');
    expect(formatDays(5)).toBe('5 days');
    expect(formatDays(0)).toBe('0 days');
  });
});
