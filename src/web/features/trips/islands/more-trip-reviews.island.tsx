import { island } from '#web/islands/island.js';
import { MoreTripReviews } from '#web/features/trips/components/more-trip-reviews.js';

/** 'More reviews' on a trip's page: hydrated only when the visitor scrolls near it. */
export default island('more-trip-reviews', MoreTripReviews, { hydrate: 'visible' });
