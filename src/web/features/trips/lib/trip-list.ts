import type { Trip } from '#domain/api/catalogue.js';
import { tripDurationDays } from '#domain/trips/duration.js';
import { msg } from '#web/i18n/i18n.js';
import { stayFitGap } from './stay-fit.js';

/**
 * The sort select of both list pages; 'popular' keeps the API's order. 'Best fit' (trips that fit the
 * searched stay first) is offered (labels are messages, shown translated), and is the default, only when the URL has the stay's dates.
 */
export const TRIP_SORTS = [
  { value: 'fit', label: msg('Best fit') },
  { value: 'popular', label: msg('Popular') },
  { value: 'price-asc', label: msg('Price Low to High') },
  { value: 'price-desc', label: msg('Price High to Low') },
  { value: 'duration', label: msg('Duration') },
] as const;
export type TripSort = (typeof TRIP_SORTS)[number]['value'];

export const ALL_TYPES = 'All';

/** The sorts offered: 'Best fit' only for a stay of known length (`stay`: its nights). */
export function tripSorts(stay: number | null) {
  return TRIP_SORTS.filter((sort) => sort.value !== 'fit' || stay !== null);
}

/** Without a sort in the URL: best fit when a stay is searched, else popular. */
export function defaultTripSort(stay: number | null): TripSort {
  return stay === null ? 'popular' : 'fit';
}

/** The URL's sort when it is offered, else the default. */
export function parseTripSort(value: string | null | undefined, stay: number | null = null): TripSort {
  return tripSorts(stay).find((sort) => sort.value === value)?.value ?? defaultTripSort(stay);
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
 * first, by the same days the cards show; best fit puts the trips that fit a stay of `stay` nights
 * first, the one that fills it best leading, then those that overrun it least.
 */
export function sortTrips(trips: readonly Trip[], sort: TripSort, stay: number | null = null): Trip[] {
  const list = [...trips];
  switch (sort) {
    case 'fit':
      return list.sort((a, b) => stayFitGap(a, stay) - stayFitGap(b, stay));
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
