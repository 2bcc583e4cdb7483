import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Trip } from '#domain/api/catalogue.js';
import { api } from '#web/lib/api-client.js';

export interface TripsPage {
  trips: Trip[];
  total: number;
}

export interface GetTripsParams {
  limit: number;
  offset?: number;
  location?: number | undefined;
}

export const getTrips = async (params: GetTripsParams, signal?: AbortSignal): Promise<TripsPage> =>
  (await api<TripsPage>('/trips', { query: { ...params }, signal })).data;

export const getTripsQueryOptions = (params: GetTripsParams) =>
  queryOptions({
    queryKey: ['trips', params],
    queryFn: ({ signal }) => getTrips(params, signal),
  });

export const useTrips = (params: GetTripsParams) => useQuery(getTripsQueryOptions(params));
