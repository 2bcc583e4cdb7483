import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Trip } from '#domain/api/catalogue.js';
import { catalogueLocaleQuery } from '#web/lib/locale.js';
import { api, ApiError } from '#web/lib/api-client.js';

/** The published trip, or null when none has this uuid (a 404: the page says so, nothing to retry). */
export async function getTrip(uuid: string, signal?: AbortSignal): Promise<Trip | null> {
  try {
    return (await api<{ trip: Trip }>(`/trips/${encodeURIComponent(uuid)}`, { query: catalogueLocaleQuery(), signal }))
      .data.trip;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const getTripQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: ['trips', 'detail', uuid], queryFn: ({ signal }) => getTrip(uuid, signal) });

export const useTrip = (uuid: string) => useQuery(getTripQueryOptions(uuid));
