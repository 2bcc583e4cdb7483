import type { Trip } from '#domain/api/catalogue.js';
import { isSafariTrip, isZanzibarTrip } from '#domain/trips/classification.js';
import { paths } from '#web/config/paths.js';
import { msg } from '#web/i18n/i18n.js';

export interface TripListConfig {
  /** which trips of the catalogue belong on this page */
  include: (trip: Trip) => boolean;
  /** fixed category buttons (trip types' names, as the catalogue spells them); without them one button per trip type present */
  types?: readonly string[];
  /** the texts below are messages (marked with msg), shown translated */
  filterLabel: string;
  /** the results' heading for screen readers, between the page's h1 and the cards' h3 */
  resultsHeading: string;
  /** the count above the cards, '9 Zanzibar tours': a plural message filling in `count` */
  count: string;
  basePath: string;
  texts: { emptyFilter: string; emptyList: string; error: string; loading: string };
}

/** The two list pages, by a name an island's props can carry. */
export const TRIP_LISTS = {
  tours: {
    include: isZanzibarTrip,
    types: ['Cultural & Historic Tour', 'Beach & Adventure Tour'],
    resultsHeading: msg('Zanzibar tours'),
    filterLabel: msg('Filter tours by category'),
    count: msg('{count, plural, one {{count} Zanzibar tour} other {{count} Zanzibar tours}}'),
    basePath: paths.tours.getHref(),
    texts: {
      emptyFilter: msg('No tours found for the selected criteria.'),
      emptyList: msg('No Zanzibar tours available at the moment'),
      error: msg('No Zanzibar tours data available at the moment'),
      loading: msg('Loading Zanzibar tours'),
    },
  },
  safaris: {
    include: isSafariTrip,
    resultsHeading: msg('Safari packages'),
    filterLabel: msg('Filter safaris by type'),
    count: msg('{count, plural, one {{count} safari} other {{count} safaris}}'),
    basePath: paths.safaris.getHref(),
    texts: {
      emptyFilter: msg('No safaris found for the selected criteria.'),
      emptyList: msg('No safari packages available at the moment'),
      error: msg('No safari packages data available at the moment'),
      loading: msg('Loading safari packages'),
    },
  },
} as const satisfies Record<string, TripListConfig>;

export type TripListName = keyof typeof TRIP_LISTS;
