import type { AdminDestination, AdminDestinationRow } from '#domain/api/admin-catalogue.js';
import type { CatalogueListQuery } from '#domain/schemas/admin-catalogue.js';
import { DESTINATION_NOT_FOUND_ADMIN_MESSAGE } from '#domain/schemas/messages.js';
import { notFound } from '#server/lib/http-error.js';
import { isUuid } from '#server/lib/uuid.js';
import { createAdminDestinationsRepository } from '#server/repositories/admin-destinations-repository.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';

/** The editor's list of destinations in every state, newest change first. */
export function listAdminDestinations(
  query: CatalogueListQuery,
  deps: UseCaseDeps,
): Promise<{ destinations: AdminDestinationRow[]; total: number }> {
  return createAdminDestinationsRepository(deps.db).list(query);
}

/** One destination as the editor loads it, drafts and archived ones too. */
export async function getAdminDestination(input: { uuid: string }, deps: UseCaseDeps): Promise<AdminDestination> {
  const found = isUuid(input.uuid) ? await createAdminDestinationsRepository(deps.db).load(input.uuid) : null;
  if (!found) throw notFound(DESTINATION_NOT_FOUND_ADMIN_MESSAGE);
  return found;
}
