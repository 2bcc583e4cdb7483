import { referenceName } from '#web/features/reference/lib/reference-names.js';
import type { Translate } from '#web/i18n/i18n.js';

/**
 * A place the search can look for: a location of the splash list (`location=` on the lists), or one
 * destination inside it (`destination=`), which keeps its location so the list can still be chosen
 * by the location's side of the water.
 */
export interface SearchLocation {
  /** the location's id */
  id: number;
  /** the location's name */
  name: string;
  is_zanzibar?: boolean;
  /** set when the visitor chose one destination of this location */
  destination?: { uuid: string; name: string };
}

/** A destination as the destinations API lists it: enough to place it under its location. */
export interface DestinationSource {
  uuid: string;
  name: string;
  location: { id: number; name: string };
}

/** What the visitor reads: the destination's name, else the location's in the page's language. */
export const placeName = (place: SearchLocation, t: Translate): string =>
  place.destination?.name ?? referenceName(t, place.name);

/** One key per place: a location and its destinations are different choices. */
export const placeKey = (place: SearchLocation): string =>
  place.destination ? `d-${place.destination.uuid}` : `l-${place.id}`;

/** Just what the picker reads of each destination: an island's props travel with the page. */
export const destinationSources = (destinations: readonly DestinationSource[] | undefined): DestinationSource[] =>
  (destinations ?? []).map(({ uuid, name, location }) => ({
    uuid,
    name,
    location: { id: location.id, name: location.name },
  }));
