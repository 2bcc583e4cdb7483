import { paths } from '#web/config/paths.js';
import { msg } from '#web/i18n/i18n.js';

export type TripVariant = 'safari' | 'zanzibar';

export type TripTab = 'overview' | 'itinerary' | 'budget' | 'book';

/** What differs between the two detail routes: accent colour, wording (messages, shown translated) and the way back. */
export const TRIP_VARIANTS = {
  safari: {
    // Sets `--accent` for the page; acacia passes AA as text on white.
    accentClass: '[--accent:var(--color-acacia)]',
    listLabel: msg('Safaris'),
    listHref: paths.safaris.getHref(),
    browseLabel: msg('Browse all safaris'),
    notFound: msg('Safari not found'),
    notFoundDescription: msg('This safari is not available. Browse the others.'),
    notFoundText: msg('This safari may have been renamed or is no longer offered. There is plenty more to discover.'),
    unavailable: msg('Safari package data unavailable'),
    about: msg('About this safari'),
    book: msg('Book this safari'),
  },
  zanzibar: {
    // ocean-dark, not ocean: the lighter turquoise fails AA for text on white.
    accentClass: '[--accent:var(--color-ocean-dark)]',
    listLabel: msg('Zanzibar Tours'),
    listHref: paths.tours.getHref(),
    browseLabel: msg('Browse Zanzibar tours'),
    notFound: msg('Tour not found'),
    notFoundDescription: msg('This tour is not available. Browse the others.'),
    notFoundText: msg('This tour may have been renamed or is no longer offered. There is plenty more to discover.'),
    unavailable: msg('Tour package data unavailable'),
    about: msg('About this tour'),
    book: msg('Book this tour'),
  },
} as const;

export type TripVariantConfig = (typeof TRIP_VARIANTS)[TripVariant];
