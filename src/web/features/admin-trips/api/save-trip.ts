import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTrip } from '#domain/api/admin-catalogue.js';
import type { TripEditInput, TripUpdateInput } from '#domain/schemas/admin-catalogue.js';
import { adminApi, staleCopy } from '#web/admin-kit/api/admin-api.js';
import type { CatalogueStateChange } from '#web/features/admin-catalogue/lib/catalogue-format.js';
import { invalidateTrips, tripKeys } from '#web/admin-kit/api/catalogue-keys.js';

const tripPath = (uuid: string) => `/trips/${encodeURIComponent(uuid)}`;

export async function createTrip(input: Pick<TripEditInput, 'name' | 'trip_type_id'>): Promise<AdminTrip> {
  return (await adminApi<{ trip: AdminTrip }>('/trips', { method: 'POST', body: input })).data.trip;
}

export async function saveTrip(uuid: string, input: TripUpdateInput): Promise<AdminTrip> {
  return (await adminApi<{ trip: AdminTrip }>(tripPath(uuid), { method: 'PUT', body: input })).data.trip;
}

export async function changeTripState(uuid: string, change: CatalogueStateChange): Promise<AdminTrip> {
  return (await adminApi<{ trip: AdminTrip }>(`${tripPath(uuid)}/${change}`, { method: 'POST' })).data.trip;
}

/** The trip a 409 carries: someone else saved first, and this is what it looks like now. */
export const staleTrip = (error: unknown) => staleCopy<AdminTrip>(error, 'trip');

export function useCreateTrip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTrip,
    onSuccess: (trip) => client.setQueryData(tripKeys.trip(trip.uuid), trip),
    onSettled: () => invalidateTrips(client),
  });
}

/** A whole-trip save; the answer becomes the editor's new base. */
export function useSaveTrip(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TripUpdateInput) => saveTrip(uuid, input),
    onSuccess: (trip) => client.setQueryData(tripKeys.trip(uuid), trip),
    onSettled: () => client.invalidateQueries({ queryKey: tripKeys.lists }),
  });
}

export function useChangeTripState(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: CatalogueStateChange) => changeTripState(uuid, change),
    onSuccess: (trip) => client.setQueryData(tripKeys.trip(uuid), trip),
    onSettled: () => client.invalidateQueries({ queryKey: tripKeys.lists }),
  });
}
