import { useQuery } from '@tanstack/react-query';
import type { Named } from '#domain/api/reference.js';
import { api } from '#web/lib/api-client.js';
import { useSplash } from '#web/features/reference/api/get-splash.js';

// The public list answers at most 100 a page: the destinations a trip can visit are the published ones.
async function getDestinationNames(signal: AbortSignal): Promise<Named[]> {
  const page = await api<{ destinations: Named[] }>('/destinations', { query: { limit: 100 }, signal });
  return page.data.destinations.map(({ id, name }) => ({ id, name }));
}

/**
 * What the editor's selects offer: trip types, categories (also the add-ons and exclusions) and service
 * classes from the splash, destinations from the public list.
 */
export function useTripOptions() {
  const splash = useSplash();
  const destinations = useQuery({
    queryKey: ['admin', 'trips', 'destination-names'],
    queryFn: ({ signal }) => getDestinationNames(signal),
    // Names change rarely; a staff member who just published a destination reloads.
    staleTime: 60 * 60 * 1000,
  });
  return {
    tripTypes: splash.data?.tripTypes ?? [],
    categories: splash.data?.categories ?? [],
    serviceClasses: splash.data?.searviceClasses ?? [],
    destinations: destinations.data ?? [],
    isLoading: splash.isPending || destinations.isPending,
  };
}

export type TripOptions = ReturnType<typeof useTripOptions>;
