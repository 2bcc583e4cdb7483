import type { AdminTrip } from '#domain/api/admin-catalogue.js';
import { DEFAULT_SERVICE_CLASS } from '#domain/pricing/booking-total.js';
import { DEFAULT_SEASON } from '#domain/pricing/season.js';
import type { TripEditInput, TripUpdateInput } from '#domain/schemas/admin-catalogue.js';
import { TRIP_NOT_FOUND_ADMIN_MESSAGE, TRIP_STALE_MESSAGE } from '#domain/schemas/messages.js';
import type { DbOrTx } from '#server/db/client.js';
import { staleVersion } from '#server/lib/http-error.js';
import { createAdminTripsRepository, type TripRowValues } from '#server/repositories/admin-trips-repository.js';
import { recordCatalogueWrite } from '#server/use-cases/audit-trail.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';
import { CATALOGUE_AUDIT_ACTIONS, tripTarget } from './catalogue-audit.js';
import { editedColumns, insertEdited, lockForEdit, updateEdited } from './edited-item.js';
import { assertTripPublishable } from './publish-check.js';
import { tripRelations } from './trip-relations.js';

/** The trip's own columns from an edit; `price` is the couple's Economy Low price, as the storefront quotes it. */
async function rowValues(tx: DbOrTx, input: TripEditInput, slug: string): Promise<TripRowValues> {
  const couple = input.budgets.find(
    (b) => b.season === DEFAULT_SEASON && b.service_class === DEFAULT_SERVICE_CLASS && b.quantity === 2,
  );
  return {
    ...(await editedColumns(tx, input, slug)),
    basePrice: input.base_price,
    price: couple?.price ?? input.base_price,
    fromDate: input.from_date,
    toDate: input.to_date,
    tripTypeId: input.trip_type_id,
  };
}

/** The trip's own columns and its relations from an edit; what it points at is checked first (a 422 names it). */
const edit = async (tx: DbOrTx, input: TripEditInput) => ({
  slug: input.slug,
  values: (slug: string) => rowValues(tx, input, slug),
  relations: await tripRelations(tx, input),
});

/** A new trip, always a draft; a missing slug is made from the name, kept unique (`-2`, `-3`…). */
export async function createTrip(input: TripEditInput, deps: UseCaseDeps): Promise<AdminTrip> {
  return deps.db.transaction(async (tx) => {
    const after = await insertEdited(createAdminTripsRepository(tx), input.name, await edit(tx, input));
    const target = tripTarget(after.uuid);
    await recordCatalogueWrite(tx, deps, { action: CATALOGUE_AUDIT_ACTIONS.tripCreate, target, after });
    return after;
  });
}

/**
 * A whole trip saved from the editor. The row is locked, so of two saves from the same version one wins and
 * the other reads 409 with the trip as it is now. A published trip stays complete: the publish check applies.
 */
export async function updateTrip(input: TripUpdateInput & { uuid: string }, deps: UseCaseDeps): Promise<AdminTrip> {
  return deps.db.transaction(async (tx) => {
    const repo = createAdminTripsRepository(tx);
    const { row, before } = await lockForEdit(repo, input.uuid, TRIP_NOT_FOUND_ADMIN_MESSAGE);
    if (row.version !== input.version) throw staleVersion(TRIP_STALE_MESSAGE, { trip: before });
    const after = await updateEdited(repo, { uuid: input.uuid, row }, await edit(tx, input));
    if (after.status === 'published') await assertTripPublishable(tx, after);
    const target = tripTarget(input.uuid);
    await recordCatalogueWrite(tx, deps, { action: CATALOGUE_AUDIT_ACTIONS.tripUpdate, target, before, after });
    return after;
  });
}
