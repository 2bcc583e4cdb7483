import type { Trip } from '#domain/api/catalogue.js';
import { tripDurationDays } from '#domain/trips/duration.js';

/** The sort select of both list pages; 'popular' keeps the API's order. */
export const TRIP_SORTS = [
  { value: 'popular', label: 'Popular' },
  { value: 'price-asc', label: 'Price Low to High' },
  { value: 'price-desc', label: 'Price High to Low' },
  { value: 'duration', label: 'Duration' },
] as const;
export type TripSort = (typeof TRIP_SORTS)[number]['value'];

export const ALL_TYPES = 'All';

export function parseTripSort(value: string | null | undefined): TripSort {
  return TRIP_SORTS.find((sort) => sort.value === value)?.value ?? 'popular';
}

/** The filter buttons: 'All', then the given names, or the trip types present in the list in order of appearance. */
export function tripTypeFilters(trips: readonly Trip[], fixed?: readonly string[]): string[] {
  const names = fixed ?? [...new Set(trips.map((trip) => trip.trip_type.name))];
  return [ALL_TYPES, ...names];
}

/** The selected type, or 'All' when the URL names a type that is not offered. */
export function parseTripType(value: string | null | undefined, filters: readonly string[]): string {
  return value && filters.includes(value) ? value : ALL_TYPES;
}

export function filterByType(trips: readonly Trip[], type: string): Trip[] {
  return type === ALL_TYPES ? [...trips] : trips.filter((trip) => trip.trip_type.name === type);
}

/**
 * Sorts a copy (the sort is stable, so ties keep the popular order). Duration puts the longest
 * first, by the same days the cards show.
 */
export function sortTrips(trips: readonly Trip[], sort: TripSort): Trip[] {
  const list = [...trips];
  switch (sort) {
    case 'price-asc':
      return list.sort((a, b) => a.base_price - b.base_price);
    case 'price-desc':
      return list.sort((a, b) => b.base_price - a.base_price);
    case 'duration':
      return list.sort((a, b) => tripDurationDays(b) - tripDurationDays(a));
    case 'popular':
      return list;
  }
}
