import type { QueryClient } from '@tanstack/react-query';

/** Every trips answer lives under one key, so a save refreshes the list and the editor alike. */
export const tripKeys = {
  all: ['admin', 'trips'] as const,
  list: (query: object) => ['admin', 'trips', 'list', query] as const,
  trip: (uuid: string) => ['admin', 'trips', 'trip', uuid] as const,
};

export const invalidateTrips = (client: QueryClient) => client.invalidateQueries({ queryKey: tripKeys.all });
