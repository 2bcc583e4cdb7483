import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DestinationsPage } from '#domain/api/catalogue.js';
import { catalogueLocaleQuery } from '#web/lib/locale.js';
import { api } from '#web/lib/api-client.js';
import { ONE_HOUR } from '#web/lib/query-client.js';

export const getDestinations = async (limit: number, offset = 0, signal?: AbortSignal): Promise<DestinationsPage> =>
  (await api<DestinationsPage>('/destinations', { query: { limit, offset, ...catalogueLocaleQuery() }, signal })).data;

/** Destination lists are fresh and kept for 1 hour, with 1 retry. */
export const getDestinationsQueryOptions = (limit: number, offset = 0) =>
  queryOptions({
    queryKey: ['destinations', { limit, offset }],
    queryFn: ({ signal }) => getDestinations(limit, offset, signal),
    staleTime: ONE_HOUR,
    gcTime: ONE_HOUR,
    retry: 1,
  });

export const useDestinations = (limit: number, offset = 0) => useQuery(getDestinationsQueryOptions(limit, offset));
