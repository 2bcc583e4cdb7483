import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminDestination, AdminDestinationRow } from '#domain/api/admin-catalogue.js';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import { listQuery, type CatalogueListState } from '#web/features/admin-catalogue/lib/catalogue-list-query.js';
import { destinationKeys } from '#web/admin-kit/api/catalogue-keys.js';

export interface AdminDestinationList {
  destinations: AdminDestinationRow[];
  total: number;
}

export function useDestinations(state: CatalogueListState) {
  const query = listQuery(state);
  return useQuery({
    queryKey: destinationKeys.list(query),
    queryFn: async ({ signal }) => (await adminApi<AdminDestinationList>('/destinations', { query, signal })).data,
    // The rows on screen stay while the next page loads: paging never blanks the list.
    placeholderData: keepPreviousData,
  });
}

/**
 * The destination the editor starts from. Never refetched behind the editor's back: what the staff
 * member started from is the base a 409 is compared with.
 */
export const useDestination = (uuid: string) =>
  useQuery({
    queryKey: destinationKeys.destination(uuid),
    queryFn: async ({ signal }) =>
      (await adminApi<{ destination: AdminDestination }>(`/destinations/${encodeURIComponent(uuid)}`, { signal })).data
        .destination,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
