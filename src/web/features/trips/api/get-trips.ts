import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TripsPage } from '#domain/api/catalogue.js';
import { catalogueLocaleQuery } from '#web/lib/locale.js';
import { api, ApiError } from '#web/lib/api-client.js';

export interface GetTripsParams {
  limit: number;
  offset?: number;
  location?: number | undefined;
  destination?: string | undefined;
  /** typed text: the server keeps trips visiting the places it names */
  q?: string | undefined;
}

/** Load errors are logged with the texts in docs/behaviour/trip-lists.md; the lists show their own fallback. */
export async function getTrips(params: GetTripsParams, signal?: AbortSignal): Promise<TripsPage> {
  try {
    return (await api<TripsPage>('/trips', { query: { ...params, ...catalogueLocaleQuery() }, signal })).data;
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error(
      error instanceof ApiError ? 'Failed to fetch trips' : 'An unexpected error occurred while fetching trips.',
      error,
    );
    throw error;
  }
}

export const getTripsQueryOptions = (params: GetTripsParams) =>
  queryOptions({
    queryKey: ['trips', params],
    queryFn: ({ signal }) => getTrips(params, signal),
  });

export const useTrips = (params: GetTripsParams) => useQuery(getTripsQueryOptions(params));
