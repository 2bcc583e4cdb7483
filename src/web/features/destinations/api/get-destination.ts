import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Destination } from '#domain/api/catalogue.js';
import { catalogueLocaleQuery } from '#web/lib/locale.js';
import { api, ApiError } from '#web/lib/api-client.js';
import { ONE_HOUR } from '#web/lib/query-client.js';

/** The destination, or null when none has this uuid (a 404: the page says so, nothing to retry). */
export async function getDestination(uuid: string, signal?: AbortSignal): Promise<Destination | null> {
  try {
    return (
      await api<{ destination: Destination }>(`/destinations/${encodeURIComponent(uuid)}`, {
        query: catalogueLocaleQuery(),
        signal,
      })
    ).data.destination;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const getDestinationQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['destinations', 'detail', uuid],
    queryFn: ({ signal }) => getDestination(uuid, signal),
    staleTime: ONE_HOUR,
  });

export const useDestination = (uuid: string) => useQuery(getDestinationQueryOptions(uuid));
