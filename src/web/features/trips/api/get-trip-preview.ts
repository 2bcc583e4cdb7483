import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Trip } from '#domain/api/catalogue.js';
import { api, ApiError } from '#web/lib/api-client.js';

/**
 * A trip in any state through a signed preview link; null when the link is not (or no longer) valid.
 * Never kept: the next look must show the next save.
 */
export async function getTripPreview(uuid: string, token: string, signal?: AbortSignal): Promise<Trip | null> {
  try {
    return (await api<{ trip: Trip }>(`/preview/trips/${encodeURIComponent(uuid)}`, { query: { token }, signal })).data
      .trip;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const getTripPreviewQueryOptions = (uuid: string, token: string) =>
  queryOptions({
    queryKey: ['trips', 'preview', uuid, token],
    queryFn: ({ signal }) => getTripPreview(uuid, token, signal),
    staleTime: 0,
    gcTime: 0,
  });

export const useTripPreview = (uuid: string, token: string) => useQuery(getTripPreviewQueryOptions(uuid, token));
