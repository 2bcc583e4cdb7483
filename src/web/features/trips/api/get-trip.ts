import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Trip } from '#domain/api/catalogue.js';
import { api, ApiError } from '#web/lib/api-client.js';

export const getTrip = async (uuid: string, signal?: AbortSignal): Promise<Trip> =>
  (await api<{ trip: Trip }>(`/trips/${encodeURIComponent(uuid)}`, { signal })).data.trip;

export const getTripQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['trips', 'detail', uuid],
    queryFn: ({ signal }) => getTrip(uuid, signal),
    // A 404 will not change on retry.
    retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status === 404),
  });

export const useTrip = (uuid: string) => useQuery(getTripQueryOptions(uuid));
