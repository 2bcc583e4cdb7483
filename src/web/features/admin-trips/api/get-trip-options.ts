import { useQuery } from '@tanstack/react-query';
import type { AdminDestinationRow } from '#domain/api/admin-catalogue.js';
import type { Named } from '#domain/api/reference.js';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import { tripKeys } from '#web/admin-kit/api/catalogue-keys.js';
import { useSplash } from '#web/features/reference/api/get-splash.js';
import { STATUS_LABELS } from '#web/features/admin-catalogue/lib/catalogue-format.js';

// The API answers at most 100 a page; the agency has a few dozen destinations.
async function getDestinationNames(signal: AbortSignal): Promise<Named[]> {
  const page = await adminApi<{ destinations: AdminDestinationRow[] }>('/destinations', {
    query: { limit: 100 },
    signal,
  });
  // A draft can be on a trip before both are published; the label says which are not on the storefront.
  return page.data.destinations.map(({ id, name, status }) => ({
    id,
    name: status === 'published' ? name : `${name} (${STATUS_LABELS[status].toLowerCase()})`,
  }));
}

async function getInclusions(signal: AbortSignal): Promise<Named[]> {
  return (await adminApi<{ inclusions: Named[] }>('/catalogue-options', { signal })).data.inclusions;
}

/**
 * What the editor's lists offer: trip types, interest categories and service classes from the splash,
 * destinations in every state and the inclusion categories (add-ons, exclusions) from the back office.
 */
export function useTripOptions() {
  const splash = useSplash();
  const destinations = useQuery({
    queryKey: tripKeys.destinationNames,
    queryFn: ({ signal }) => getDestinationNames(signal),
    // Names change rarely; the destinations editor refreshes them on every save.
    staleTime: 60 * 60 * 1000,
  });
  const inclusions = useQuery({
    queryKey: tripKeys.inclusions,
    queryFn: ({ signal }) => getInclusions(signal),
    staleTime: 60 * 60 * 1000,
  });
  return {
    tripTypes: splash.data?.tripTypes ?? [],
    categories: splash.data?.categories ?? [],
    inclusions: inclusions.data ?? [],
    serviceClasses: splash.data?.searviceClasses ?? [],
    destinations: destinations.data ?? [],
    isLoading: splash.isPending || destinations.isPending || inclusions.isPending,
  };
}

export type TripOptions = ReturnType<typeof useTripOptions>;
