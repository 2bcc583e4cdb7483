import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminTrip, AdminTripRow } from '#domain/api/admin-catalogue.js';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import { listQuery, type CatalogueListState } from '#web/features/admin-catalogue/lib/catalogue-list-query.js';
import { tripKeys } from '#web/admin-kit/api/catalogue-keys.js';

export interface AdminTripList {
  trips: AdminTripRow[];
  total: number;
}

type TripsApiQuery = ReturnType<typeof listQuery>;

export async function getTrips(query: TripsApiQuery, signal?: AbortSignal): Promise<AdminTripList> {
  return (await adminApi<AdminTripList>('/trips', { query, signal })).data;
}

export const tripsQueryOptions = (query: TripsApiQuery) =>
  queryOptions({
    queryKey: tripKeys.list(query),
    queryFn: ({ signal }) => getTrips(query, signal),
    // The rows on screen stay while the next page loads: paging never blanks the list.
    placeholderData: keepPreviousData,
  });

export const useTrips = (state: CatalogueListState) => useQuery(tripsQueryOptions(listQuery(state)));

export async function getTrip(uuid: string, signal?: AbortSignal): Promise<AdminTrip> {
  return (await adminApi<{ trip: AdminTrip }>(`/trips/${encodeURIComponent(uuid)}`, { signal })).data.trip;
}

/**
 * The trip the editor starts from. Never refetched behind the editor's back: what the staff member
 * started from is the base a 409 is compared with.
 */
export const useTrip = (uuid: string) =>
  useQuery({
    queryKey: tripKeys.trip(uuid),
    queryFn: ({ signal }) => getTrip(uuid, signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
