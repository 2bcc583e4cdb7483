import type { AdminTrip } from '#domain/api/admin-catalogue.js';
import { TRIP_NOT_FOUND_ADMIN_MESSAGE } from '#domain/schemas/messages.js';
import { notFound } from '#server/lib/http-error.js';
import { isUuid } from '#server/lib/uuid.js';
import { stateChange } from '#server/repositories/admin-catalogue-common-repository.js';
import { createAdminTripsRepository } from '#server/repositories/admin-trips-repository.js';
import { bumpCatalogueVersion } from '#server/repositories/catalogue-version.js';
import { createStaffRepository } from '#server/repositories/staff-repository.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';
import { CATALOGUE_AUDIT_ACTIONS, STATE_AFTER, tripTarget, type StateChange } from './catalogue-audit.js';
import { assertTripPublishable } from './publish-check.js';
import { loadTrip } from './save-trip.js';

const ACTIONS = {
  publish: CATALOGUE_AUDIT_ACTIONS.tripPublish,
  unpublish: CATALOGUE_AUDIT_ACTIONS.tripUnpublish,
  archive: CATALOGUE_AUDIT_ACTIONS.tripArchive,
} as const;

/**
 * Publish (only a complete trip), unpublish (back to a draft) or archive. Archiving never deletes: the
 * requests that name the trip keep its name and prices; it only leaves the storefront.
 */
export async function changeTripState(
  input: { uuid: string; change: StateChange },
  deps: UseCaseDeps,
): Promise<AdminTrip> {
  if (!isUuid(input.uuid)) throw notFound(TRIP_NOT_FOUND_ADMIN_MESSAGE);
  return deps.db.transaction(async (tx) => {
    const repo = createAdminTripsRepository(tx);
    const current = await repo.findForUpdate(input.uuid);
    if (!current) throw notFound(TRIP_NOT_FOUND_ADMIN_MESSAGE);
    const before = await loadTrip(tx, input.uuid);
    if (input.change === 'publish') {
      const { classes } = await repo.budgetAxes();
      assertTripPublishable(
        before,
        classes.map((c) => c.name),
      );
    }
    await repo.update(current.id, stateChange(STATE_AFTER[input.change]));
    await bumpCatalogueVersion(tx);
    const after = await loadTrip(tx, input.uuid);
    await createStaffRepository(tx).audit({
      actorId: deps.staffId ?? null,
      action: ACTIONS[input.change],
      target: tripTarget(input.uuid),
      before: { status: before.status, version: before.version },
      after: { status: after.status, version: after.version },
    });
    return after;
  });
}
