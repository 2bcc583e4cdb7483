import { describe, expect, it } from 'vitest';
import type { Trip } from '#domain/api/catalogue.js';
import { filterByType, parseTripSort, parseTripType, sortTrips, tripSorts, tripTypeFilters } from './trip-list.js';

const trip = (id: number, type: string, price: number, days: number, destinations = 1): Trip =>
  ({
    id,
    uuid: `uuid-${id}`,
    name: `Trip ${id}`,
    base_price: price,
    from_date: '2027-01-01',
    to_date: `2027-01-${String(1 + days).padStart(2, '0')}`,
    trip_type: { id: 1, name: type },
    trip_destinations: Array.from({ length: destinations }, () => ({})),
    trip_points: [],
  }) as unknown as Trip;

const trips = [
  trip(1, 'Cultural & Historic Tour', 35, 1, 1),
  trip(2, 'Beach & Adventure Tour', 420, 4, 2),
  trip(3, 'Cultural & Historic Tour', 780, 6, 5),
  trip(4, 'Beach & Adventure Tour', 420, 5, 2),
];
const ids = (list: Trip[]) => list.map((t) => t.id);

describe('tripTypeFilters', () => {
  it('starts with All, then the fixed names', () => {
    expect(tripTypeFilters(trips, ['Cultural & Historic Tour', 'Beach & Adventure Tour'])).toEqual([
      'All',
      'Cultural & Historic Tour',
      'Beach & Adventure Tour',
    ]);
  });

  it('otherwise lists each type present once, in order of appearance', () => {
    expect(tripTypeFilters([trips[1]!, ...trips])).toEqual([
      'All',
      'Beach & Adventure Tour',
      'Cultural & Historic Tour',
    ]);
    expect(tripTypeFilters([])).toEqual(['All']);
  });
});

describe('parseTripType and parseTripSort', () => {
  it('fall back to All and Popular for unknown values', () => {
    const filters = tripTypeFilters(trips);
    expect(parseTripType('Beach & Adventure Tour', filters)).toBe('Beach & Adventure Tour');
    expect(parseTripType('Spaceflight', filters)).toBe('All');
    expect(parseTripType(null, filters)).toBe('All');
    expect(parseTripSort('price-desc')).toBe('price-desc');
    expect(parseTripSort('cheapest')).toBe('popular');
    expect(parseTripSort(null)).toBe('popular');
  });
});

describe('filterByType', () => {
  it('keeps the trips of the chosen type, or all of them', () => {
    expect(ids(filterByType(trips, 'Cultural & Historic Tour'))).toEqual([1, 3]);
    expect(ids(filterByType(trips, 'All'))).toEqual([1, 2, 3, 4]);
    expect(filterByType(trips, 'Wildlife Safari')).toEqual([]);
  });
});

describe('sortTrips', () => {
  it('keeps the API order for Popular', () => {
    expect(ids(sortTrips(trips, 'popular'))).toEqual([1, 2, 3, 4]);
  });

  it('sorts by price both ways, ties in API order', () => {
    expect(ids(sortTrips(trips, 'price-asc'))).toEqual([1, 2, 4, 3]);
    expect(ids(sortTrips(trips, 'price-desc'))).toEqual([3, 2, 4, 1]);
  });

  it('puts the longest first', () => {
    expect(ids(sortTrips(trips, 'duration'))).toEqual([3, 4, 2, 1]);
  });

  it('sorts by the itinerary days, not by the number of places', () => {
    // The Machame trek: one mountain, seven days; it goes before a four-park six-day safari.
    const withItinerary = (id: number, days: number, destinations: number) =>
      ({
        ...trip(id, 'Wildlife Safari', 100, 0, destinations),
        from_date: null,
        to_date: null,
        trip_points: Array.from({ length: days }, (_, index) => ({ order: index, day_number: index + 1 })),
      }) as Trip;
    const safaris = [withItinerary(1, 3, 2), withItinerary(2, 6, 4), withItinerary(3, 7, 1)];
    expect(ids(sortTrips(safaris, 'duration'))).toEqual([3, 2, 1]);
  });

  it('does not change the list it is given', () => {
    const copy = [...trips];
    sortTrips(trips, 'price-desc');
    expect(trips).toEqual(copy);
  });
});

describe('best fit for a searched stay', () => {
  // Trip days here are the from/to span: 1, 4, 6 and 5 days.
  it('is offered, and the default, only with a stay', () => {
    expect(tripSorts(null).map((s) => s.value)).not.toContain('fit');
    expect(tripSorts(5)[0]?.value).toBe('fit');
    expect(parseTripSort(null, 5)).toBe('fit');
    expect(parseTripSort(null, null)).toBe('popular');
    expect(parseTripSort('fit', null)).toBe('popular');
    // The visitor's explicit choice stays.
    expect(parseTripSort('popular', 5)).toBe('popular');
    expect(parseTripSort('price-desc', 5)).toBe('price-desc');
  });

  it('puts the trips that fit first, the fullest leading, then those that overrun least', () => {
    // 4 nights fit trips of up to 5 days: 5 days fills it, then 4, then 1; the 6-day trip overruns.
    expect(ids(sortTrips(trips, 'fit', 4))).toEqual([4, 2, 1, 3]);
    // 1 night: only the day trip fits; the others by how much they overrun.
    expect(ids(sortTrips(trips, 'fit', 1))).toEqual([1, 2, 4, 3]);
    expect(ids(sortTrips(trips, 'fit', null))).toEqual([1, 2, 3, 4]);
  });
});
