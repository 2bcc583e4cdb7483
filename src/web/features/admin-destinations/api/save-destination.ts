import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminDestination } from '#domain/api/admin-catalogue.js';
import type { DestinationEditInput, DestinationUpdateInput } from '#domain/schemas/admin-catalogue.js';
import { adminApi, staleCopy } from '#web/admin-kit/api/admin-api.js';
import type { CatalogueStateChange } from '#web/features/admin-catalogue/lib/catalogue-format.js';
import { destinationKeys, tripKeys } from '#web/admin-kit/api/catalogue-keys.js';

type Answer = { destination: AdminDestination };
const destinationPath = (uuid: string) => `/destinations/${encodeURIComponent(uuid)}`;
export type NewDestinationInput = Pick<DestinationEditInput, 'name' | 'location_id' | 'region_id'>;

/** The destination a 409 carries: someone else saved first, and this is what it looks like now. */
export const staleDestination = (error: unknown) => staleCopy<AdminDestination>(error, 'destination');

// The trip editor's destination picker keeps names for an hour; a new, renamed or republished
// destination shows there at once.
function refreshLists(client: QueryClient) {
  void client.invalidateQueries({ queryKey: tripKeys.destinationNames });
  return client.invalidateQueries({ queryKey: destinationKeys.lists });
}

export function useCreateDestination() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewDestinationInput) =>
      (await adminApi<Answer>('/destinations', { method: 'POST', body: input })).data.destination,
    onSuccess: (destination) => client.setQueryData(destinationKeys.destination(destination.uuid), destination),
    onSettled: () => refreshLists(client),
  });
}

/** A whole-destination save; the answer becomes the editor's new base. */
export function useSaveDestination(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: DestinationUpdateInput) =>
      (await adminApi<Answer>(destinationPath(uuid), { method: 'PUT', body: input })).data.destination,
    onSuccess: (destination) => client.setQueryData(destinationKeys.destination(uuid), destination),
    onSettled: () => refreshLists(client),
  });
}

export function useChangeDestinationState(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: CatalogueStateChange) =>
      (await adminApi<Answer>(`${destinationPath(uuid)}/${change}`, { method: 'POST' })).data.destination,
    onSuccess: (destination) => client.setQueryData(destinationKeys.destination(uuid), destination),
    onSettled: () => refreshLists(client),
  });
}
