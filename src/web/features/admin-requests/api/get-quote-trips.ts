import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { AdminTrip, AdminTripRow } from '#domain/api/admin-catalogue.js';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import { tripKeys } from '#web/admin-kit/api/catalogue-keys.js';

// The catalogue as the quote builder reads it, under the trips editor's own cache keys (admin-kit/api/catalogue-keys.ts),
// so a trip saved in the editor is what the builder offers next.

/** The trips a quote can price: the published ones (the server prices only those), by name; a few dozen. */
const PUBLISHED = { status: 'published', sort: 'name_asc', limit: 100, offset: 0 } as const;

async function getPublishedTrips(signal: AbortSignal): Promise<AdminTripRow[]> {
  return (await adminApi<{ trips: AdminTripRow[] }>('/trips', { query: PUBLISHED, signal })).data.trips;
}

export const usePublishedTrips = () =>
  useQuery({ queryKey: tripKeys.list(PUBLISHED), queryFn: ({ signal }) => getPublishedTrips(signal) });

async function getTrip(uuid: string, signal: AbortSignal): Promise<AdminTrip> {
  return (await adminApi<{ trip: AdminTrip }>(`/trips/${encodeURIComponent(uuid)}`, { signal })).data.trip;
}

const tripQuery = (uuid: string) => ({
  queryKey: tripKeys.trip(uuid),
  queryFn: ({ signal }: { signal: AbortSignal }) => getTrip(uuid, signal),
});

/** One trip with its days, from the cache when there: "Use the days of …". */
export const fetchCatalogueTrip = (client: QueryClient, uuid: string) => client.fetchQuery(tripQuery(uuid));

/**
 * The request's trips with their days, in its order: a first quote's itinerary. Each is fetched into its own cache
 * entry (not react-query's useQueries: the storefront shares react-query's chunk and would ship it too); a trip that
 * cannot be read (archived since) is left out.
 */
export function useCatalogueTrips(uuids: readonly string[]) {
  return useQuery({
    queryKey: [...tripKeys.all, 'of-request', uuids] as const,
    queryFn: async ({ client }) => {
      const trips = await Promise.allSettled(uuids.map((uuid) => fetchCatalogueTrip(client, uuid)));
      return trips.flatMap((trip) => (trip.status === 'fulfilled' ? [trip.value] : []));
    },
    enabled: uuids.length > 0,
  });
}
