import type { QueryClient } from '@tanstack/react-query';

// The catalogue's cache keys. Trips, destinations and pictures refresh one another (a renamed destination shows
// in the trip editor's picker, a picture's new crops in every trip and destination naming it), and features do
// not import each other: so their keys live here, where each catalogue feature may import them.

/** Every trips answer lives under one key, so a save refreshes the list and the editor alike. */
export const tripKeys = {
  all: ['admin', 'trips'] as const,
  lists: ['admin', 'trips', 'list'] as const,
  list: (query: object) => ['admin', 'trips', 'list', query] as const,
  trip: (uuid: string) => ['admin', 'trips', 'trip', uuid] as const,
  /** the trip editor's destination picker: every destination's name, in every state */
  destinationNames: ['admin', 'trips', 'destination-names'] as const,
  /** the inclusion categories the trip editor offers (add-ons, exclusions) */
  inclusions: ['admin', 'trips', 'inclusions'] as const,
};

/** Every destinations answer lives under one key, so a save refreshes the list and the editor alike. */
export const destinationKeys = {
  all: ['admin', 'destinations'] as const,
  lists: ['admin', 'destinations', 'list'] as const,
  list: (query: object) => ['admin', 'destinations', 'list', query] as const,
  destination: (uuid: string) => ['admin', 'destinations', 'destination', uuid] as const,
};

export const invalidateTrips = (client: QueryClient) => client.invalidateQueries({ queryKey: tripKeys.all });
