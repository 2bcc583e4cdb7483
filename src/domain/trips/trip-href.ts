import { tripSectionHref, type TripPageQuery } from '../site-paths.js';
import { isSafariTrip, type ClassifiableTrip } from './classification.js';

/**
 * The detail page of a trip, its section decided from its places and words; `query` pre-fills the booking.
 * Apart from the URL map, so that what only links to pages carries no classification keywords.
 */
export function tripHref(trip: ClassifiableTrip & { uuid: string }, query?: TripPageQuery): string {
  return tripSectionHref(isSafariTrip(trip) ? 'safari' : 'zanzibar', trip.uuid, query);
}
