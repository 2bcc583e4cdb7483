import type { AdminTrip, AdminTripRow } from '#domain/api/admin-catalogue.js';
import type { CatalogueListQuery } from '#domain/schemas/admin-catalogue.js';
import { TRIP_NOT_FOUND_ADMIN_MESSAGE } from '#domain/schemas/messages.js';
import { notFound } from '#server/lib/http-error.js';
import { isUuid } from '#server/lib/uuid.js';
import { createAdminTripsRepository } from '#server/repositories/admin-trips-repository.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';

/** The editor's list of trips in every state, newest change first. */
export function listAdminTrips(
  query: CatalogueListQuery,
  deps: UseCaseDeps,
): Promise<{ trips: AdminTripRow[]; total: number }> {
  return createAdminTripsRepository(deps.db).list(query);
}

/** One trip as the editor loads it, drafts and archived ones too. */
export async function getAdminTrip(input: { uuid: string }, deps: UseCaseDeps): Promise<AdminTrip> {
  const trip = isUuid(input.uuid) ? await createAdminTripsRepository(deps.db).load(input.uuid) : null;
  if (!trip) throw notFound(TRIP_NOT_FOUND_ADMIN_MESSAGE);
  return trip;
}
