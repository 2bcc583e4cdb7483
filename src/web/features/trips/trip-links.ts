import type { Trip } from '#domain/api/catalogue.js';
import { isSafariTrip } from '#domain/trips/classification.js';
import { paths } from '#web/config/paths.js';

/** Safaris open on /safari/{uuid}, Zanzibar tours on /zanzibar-tour/{uuid} (spec 2, 9). */
export function tripHref(trip: Pick<Trip, 'uuid' | 'name' | 'description' | 'trip_destinations'>): string {
  return isSafariTrip(trip) ? paths.safari.getHref(trip.uuid) : paths.zanzibarTour.getHref(trip.uuid);
}
