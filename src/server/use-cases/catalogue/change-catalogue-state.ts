import type { AdminDestination, AdminTrip } from '#domain/api/admin-catalogue.js';
import { DESTINATION_NOT_FOUND_ADMIN_MESSAGE, TRIP_NOT_FOUND_ADMIN_MESSAGE } from '#domain/schemas/messages.js';
import type { DbOrTx } from '#server/db/client.js';
import { stateChange } from '#server/repositories/admin-catalogue-common-repository.js';
import { createAdminDestinationsRepository } from '#server/repositories/admin-destinations-repository.js';
import { createAdminTripsRepository } from '#server/repositories/admin-trips-repository.js';
import { recordCatalogueWrite } from '#server/use-cases/audit-trail.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';
import {
  CATALOGUE_AUDIT_ACTIONS as ACTIONS,
  destinationTarget,
  STATE_AFTER,
  tripTarget,
  type StateChange,
} from './catalogue-audit.js';
import { loadEdited, lockForEdit, type EditedRows } from './edited-item.js';
import { assertDestinationPublishable, assertTripPublishable } from './publish-check.js';

interface StateChangeInput {
  uuid: string;
  change: StateChange;
}

/** What a state change differs in between trips and destinations. */
interface Editable<Item> {
  rows(tx: DbOrTx): EditedRows<Item> & {
    update(id: number, values: ReturnType<typeof stateChange>): Promise<void>;
  };
  missing: string;
  target(uuid: string): string;
  actions: Record<StateChange, string>;
  assertPublishable(tx: DbOrTx, item: Item): Promise<void> | void;
}

async function changeState<Item extends { status: string; version: number }>(
  kind: Editable<Item>,
  input: StateChangeInput,
  deps: UseCaseDeps,
): Promise<Item> {
  return deps.db.transaction(async (tx) => {
    const rows = kind.rows(tx);
    const { row, before } = await lockForEdit(rows, input.uuid, kind.missing);
    if (input.change === 'publish') await kind.assertPublishable(tx, before);
    await rows.update(row.id, stateChange(STATE_AFTER[input.change]));
    const after = await loadEdited(rows, input.uuid);
    await recordCatalogueWrite(tx, deps, {
      action: kind.actions[input.change],
      target: kind.target(input.uuid),
      before: { status: before.status, version: before.version },
      after: { status: after.status, version: after.version },
    });
    return after;
  });
}

const TRIPS: Editable<AdminTrip> = {
  rows: createAdminTripsRepository,
  missing: TRIP_NOT_FOUND_ADMIN_MESSAGE,
  target: tripTarget,
  actions: { publish: ACTIONS.tripPublish, unpublish: ACTIONS.tripUnpublish, archive: ACTIONS.tripArchive },
  assertPublishable: assertTripPublishable,
};

const DESTINATIONS: Editable<AdminDestination> = {
  rows: createAdminDestinationsRepository,
  missing: DESTINATION_NOT_FOUND_ADMIN_MESSAGE,
  target: destinationTarget,
  actions: {
    publish: ACTIONS.destinationPublish,
    unpublish: ACTIONS.destinationUnpublish,
    archive: ACTIONS.destinationArchive,
  },
  assertPublishable: (_tx, destination) => assertDestinationPublishable(destination),
};

/**
 * Publish (only a complete trip), unpublish (back to a draft) or archive. Archiving never deletes: the
 * requests that name the trip keep its name and prices; it only leaves the storefront.
 */
export function changeTripState(input: StateChangeInput, deps: UseCaseDeps): Promise<AdminTrip> {
  return changeState(TRIPS, input, deps);
}

/** Publish, unpublish or archive a destination; archiving never deletes (requests keep naming it). */
export function changeDestinationState(input: StateChangeInput, deps: UseCaseDeps): Promise<AdminDestination> {
  return changeState(DESTINATIONS, input, deps);
}
