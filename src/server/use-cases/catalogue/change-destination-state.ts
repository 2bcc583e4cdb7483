import type { AdminDestination } from '#domain/api/admin-catalogue.js';
import { DESTINATION_NOT_FOUND_ADMIN_MESSAGE } from '#domain/schemas/messages.js';
import { notFound } from '#server/lib/http-error.js';
import { isUuid } from '#server/lib/uuid.js';
import { stateChange } from '#server/repositories/admin-catalogue-common-repository.js';
import { createAdminDestinationsRepository } from '#server/repositories/admin-destinations-repository.js';
import { bumpCatalogueVersion } from '#server/repositories/catalogue-version.js';
import { createStaffRepository } from '#server/repositories/staff-repository.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';
import { CATALOGUE_AUDIT_ACTIONS, destinationTarget, STATE_AFTER, type StateChange } from './catalogue-audit.js';
import { assertDestinationPublishable } from './publish-check.js';
import { loadDestination } from './save-destination.js';

const ACTIONS = {
  publish: CATALOGUE_AUDIT_ACTIONS.destinationPublish,
  unpublish: CATALOGUE_AUDIT_ACTIONS.destinationUnpublish,
  archive: CATALOGUE_AUDIT_ACTIONS.destinationArchive,
} as const;

/** Publish, unpublish or archive a destination; archiving never deletes (requests keep naming it). */
export async function changeDestinationState(
  input: { uuid: string; change: StateChange },
  deps: UseCaseDeps,
): Promise<AdminDestination> {
  if (!isUuid(input.uuid)) throw notFound(DESTINATION_NOT_FOUND_ADMIN_MESSAGE);
  return deps.db.transaction(async (tx) => {
    const repo = createAdminDestinationsRepository(tx);
    const current = await repo.findForUpdate(input.uuid);
    if (!current) throw notFound(DESTINATION_NOT_FOUND_ADMIN_MESSAGE);
    const before = await loadDestination(tx, input.uuid);
    if (input.change === 'publish') assertDestinationPublishable(before);
    await repo.update(current.id, stateChange(STATE_AFTER[input.change]));
    await bumpCatalogueVersion(tx);
    const after = await loadDestination(tx, input.uuid);
    await createStaffRepository(tx).audit({
      actorId: deps.staffId ?? null,
      action: ACTIONS[input.change],
      target: destinationTarget(input.uuid),
      before: { status: before.status, version: before.version },
      after: { status: after.status, version: after.version },
    });
    return after;
  });
}
