import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Destination } from '#domain/api/catalogue.js';
import { api, ApiError } from '#web/lib/api-client.js';
import { ONE_HOUR } from '#web/lib/query-client.js';

export const getDestination = async (uuid: string, signal?: AbortSignal): Promise<Destination> =>
  (await api<{ destination: Destination }>(`/destinations/${encodeURIComponent(uuid)}`, { signal })).data.destination;

export const getDestinationQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['destinations', 'detail', uuid],
    queryFn: ({ signal }) => getDestination(uuid, signal),
    staleTime: ONE_HOUR,
    retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status === 404),
  });

export const useDestination = (uuid: string) => useQuery(getDestinationQueryOptions(uuid));
