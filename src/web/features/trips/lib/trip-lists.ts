import type { Trip } from '#domain/api/catalogue.js';
import { isSafariTrip, isZanzibarTrip } from '#domain/trips/classification.js';
import { paths } from '#web/config/paths.js';

export interface TripListConfig {
  /** which trips of the catalogue belong on this page */
  include: (trip: Trip) => boolean;
  /** fixed category buttons; without them one button per trip type present */
  types?: readonly string[];
  filterLabel: string;
  /** the results' heading for screen readers, between the page's h1 and the cards' h3 */
  resultsHeading: string;
  /** 'Zanzibar tours', for 'Showing 9 Zanzibar tours' */
  noun: { one: string; many: string };
  basePath: string;
  texts: { emptyFilter: string; emptyList: string; error: string; loading: string };
}

/** The two list pages, by a name an island's props can carry. */
export const TRIP_LISTS = {
  tours: {
    include: isZanzibarTrip,
    types: ['Cultural & Historic Tour', 'Beach & Adventure Tour'],
    resultsHeading: 'Zanzibar tours',
    filterLabel: 'Filter tours by category',
    noun: { one: 'Zanzibar tour', many: 'Zanzibar tours' },
    basePath: paths.tours.getHref(),
    texts: {
      emptyFilter: 'No tours found for the selected criteria.',
      emptyList: 'No Zanzibar tours available at the moment',
      error: 'No Zanzibar tours data available at the moment',
      loading: 'Loading Zanzibar tours',
    },
  },
  safaris: {
    include: isSafariTrip,
    resultsHeading: 'Safari packages',
    filterLabel: 'Filter safaris by type',
    noun: { one: 'safari', many: 'safaris' },
    basePath: paths.safaris.getHref(),
    texts: {
      emptyFilter: 'No safaris found for the selected criteria.',
      emptyList: 'No safari packages available at the moment',
      error: 'No safari packages data available at the moment',
      loading: 'Loading safari packages',
    },
  },
} as const satisfies Record<string, TripListConfig>;

export type TripListName = keyof typeof TRIP_LISTS;
