import { paths } from '#web/config/paths.js';

export type TripVariant = 'safari' | 'zanzibar';

export type TripTab = 'overview' | 'itinerary' | 'budget' | 'book';

/** What differs between the two detail routes: accent colour, wording and the way back. */
export const TRIP_VARIANTS = {
  safari: {
    // Sets `--accent` for the page; acacia passes AA as text on white.
    accentClass: '[--accent:var(--color-acacia)]',
    noun: 'safari',
    listLabel: 'Safaris',
    listHref: paths.safaris.getHref(),
    browseLabel: 'Browse all safaris',
    notFound: 'Safari not found',
    unavailable: 'Safari package data unavailable',
  },
  zanzibar: {
    // ocean-dark, not ocean: the lighter turquoise fails AA for text on white.
    accentClass: '[--accent:var(--color-ocean-dark)]',
    noun: 'tour',
    listLabel: 'Zanzibar Tours',
    listHref: paths.tours.getHref(),
    browseLabel: 'Browse Zanzibar tours',
    notFound: 'Tour not found',
    unavailable: 'Tour package data unavailable',
  },
} as const;

export type TripVariantConfig = (typeof TRIP_VARIANTS)[TripVariant];
