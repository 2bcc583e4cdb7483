import { describe, expect, it } from 'vitest';
import { daysBetween, daysFromItinerary, daysFromName, formatDays, tripDurationDays } from './duration.js';

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

const itinerary = (days: number) => Array.from({ length: days }, (_, index) => ({ day_number: index + 1 }));

describe('daysFromItinerary', () => {
  it('is the last day, however many stops a day has', () => {
    expect(daysFromItinerary(itinerary(7))).toBe(7);
    expect(daysFromItinerary([{ day_number: 1 }, { day_number: 1 }, { day_number: 1 }])).toBe(1);
    expect(daysFromItinerary([{ day_number: 2 }, { day_number: 1 }])).toBe(2);
  });

  it('is null without an itinerary', () => {
    expect(daysFromItinerary([])).toBeNull();
    expect(daysFromItinerary(null)).toBeNull();
    expect(daysFromItinerary(undefined)).toBeNull();
  });
});

describe('tripDurationDays', () => {
  // Shapes of the demo catalogue: one place for seven days, four parks in six days, a day trip.
  const machame = {
    name: 'Kilimanjaro Machame Route – 7 Days / 6 Nights',
    from_date: '2027-09-12',
    to_date: '2027-09-19',
    trip_destinations: [{}],
    trip_points: itinerary(7),
  };
  const northernCircuit = {
    name: 'Northern Circuit Classic – 6 Days / 5 Nights',
    from_date: '2027-07-05',
    to_date: '2027-07-11',
    trip_destinations: [{}, {}, {}, {}],
    trip_points: itinerary(6),
  };
  const stoneTownWalk = {
    name: 'Stone Town Heritage Walk',
    from_date: '2027-01-14',
    to_date: '2027-01-15',
    trip_destinations: [{}],
    trip_points: itinerary(1),
  };

  it('counts the itinerary days, not the places visited', () => {
    expect(tripDurationDays(machame)).toBe(7);
    expect(tripDurationDays(northernCircuit)).toBe(6);
    expect(tripDurationDays(stoneTownWalk)).toBe(1);
  });

  it('trusts the itinerary over dates and name that disagree with it', () => {
    expect(tripDurationDays({ ...machame, from_date: '2027-09-12', to_date: '2027-09-30', name: 'Kilimanjaro' })).toBe(
      7,
    );
  });

  it('without an itinerary reads the dates', () => {
    expect(tripDurationDays({ ...machame, trip_points: [] })).toBe(7);
    expect(tripDurationDays({ ...northernCircuit, trip_points: null, name: 'Northern Circuit' })).toBe(6);
  });

  it('then the name pattern, also when the dates span no day', () => {
    expect(tripDurationDays({ ...machame, trip_points: [], from_date: null, to_date: null })).toBe(7);
    expect(tripDurationDays({ from_date: '2027-07-01', to_date: '2027-07-01', name: 'Nungwi 2 days / 1 night' })).toBe(
      2,
    );
  });

  it('is 0 when nothing tells the length', () => {
    expect(tripDurationDays({ name: 'Spice Farm Tour', trip_points: [] })).toBe(0);
  });
});

describe('formatDays', () => {
  it('words the count', () => {
    expect(formatDays(1)).toBe('1 day');
    expect(formatDays(5)).toBe('5 days');
    expect(formatDays(0)).toBe('0 days');
  });
});
