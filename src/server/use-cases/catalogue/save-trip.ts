import type { AdminTrip } from '#domain/api/admin-catalogue.js';
import { DEFAULT_SERVICE_CLASS } from '#domain/pricing/booking-total.js';
import { DEFAULT_SEASON } from '#domain/pricing/season.js';
import type { TripEditInput, TripUpdateInput } from '#domain/schemas/admin-catalogue.js';
import { TRIP_NOT_FOUND_ADMIN_MESSAGE, TRIP_STALE_MESSAGE } from '#domain/schemas/messages.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';
import { notFound, staleVersion } from '#server/lib/http-error.js';
import { sanitizeRichText } from '#server/lib/sanitize.js';
import { isUuid } from '#server/lib/uuid.js';
import { slugify, uniqueSlug } from '#server/repositories/admin-catalogue-common-repository.js';
import { createAdminTripsRepository, type TripRowValues } from '#server/repositories/admin-trips-repository.js';
import { bumpCatalogueVersion } from '#server/repositories/catalogue-version.js';
import { createStaffRepository } from '#server/repositories/staff-repository.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';
import { CATALOGUE_AUDIT_ACTIONS, tripTarget } from './catalogue-audit.js';
import { pictureColumns } from './catalogue-pictures.js';
import { assertTripPublishable } from './publish-check.js';
import { tripRelations } from './trip-relations.js';

/** The trip's own columns from an edit; `price` is the couple's Economy Low price, as the storefront quotes it. */
async function rowValues(tx: DbOrTx, input: TripEditInput, slug: string): Promise<TripRowValues> {
  const couple = input.budgets.find(
    (b) => b.season === DEFAULT_SEASON && b.service_class === DEFAULT_SERVICE_CLASS && b.quantity === 2,
  );
  return {
    slug,
    name: input.name,
    description: sanitizeRichText(input.description),
    ...(await pictureColumns(tx, input.media_uuid, slug)),
    basePrice: input.base_price,
    price: couple?.price ?? input.base_price,
    fromDate: input.from_date,
    toDate: input.to_date,
    tripTypeId: input.trip_type_id,
  };
}

export async function loadTrip(tx: DbOrTx, uuid: string): Promise<AdminTrip> {
  const trip = await createAdminTripsRepository(tx).load(uuid);
  if (!trip) throw new Error('the trip vanished inside its own transaction');
  return trip;
}

/** A new trip, always a draft; a missing slug is made from the name, kept unique (`-2`, `-3`…). */
export async function createTrip(input: TripEditInput, deps: UseCaseDeps): Promise<AdminTrip> {
  return deps.db.transaction(async (tx) => {
    const repo = createAdminTripsRepository(tx);
    const relations = await tripRelations(tx, input);
    const slug = await uniqueSlug(tx, t.trips, input.slug ?? slugify(input.name), null);
    const { id, uuid } = await repo.insert(await rowValues(tx, input, slug));
    await repo.replaceRelations(id, relations);
    await bumpCatalogueVersion(tx);
    const after = await loadTrip(tx, uuid);
    await createStaffRepository(tx).audit({
      actorId: deps.staffId ?? null,
      action: CATALOGUE_AUDIT_ACTIONS.tripCreate,
      target: tripTarget(uuid),
      after,
    });
    return after;
  });
}

/**
 * A whole trip saved from the editor. The row is locked, so of two saves from the same version one wins and
 * the other reads 409 with the trip as it is now. A published trip stays complete: the publish check applies.
 */
export async function updateTrip(input: TripUpdateInput & { uuid: string }, deps: UseCaseDeps): Promise<AdminTrip> {
  if (!isUuid(input.uuid)) throw notFound(TRIP_NOT_FOUND_ADMIN_MESSAGE);
  return deps.db.transaction(async (tx) => {
    const repo = createAdminTripsRepository(tx);
    const current = await repo.findForUpdate(input.uuid);
    if (!current) throw notFound(TRIP_NOT_FOUND_ADMIN_MESSAGE);
    const before = await loadTrip(tx, input.uuid);
    if (current.version !== input.version) throw staleVersion(TRIP_STALE_MESSAGE, { trip: before });
    const relations = await tripRelations(tx, input);
    const slug = await uniqueSlug(tx, t.trips, input.slug ?? current.slug, current.id);
    await repo.update(current.id, await rowValues(tx, input, slug));
    await repo.replaceRelations(current.id, relations);
    const after = await loadTrip(tx, input.uuid);
    if (after.status === 'published') {
      const { classes } = await repo.budgetAxes();
      assertTripPublishable(
        after,
        classes.map((c) => c.name),
      );
    }
    await bumpCatalogueVersion(tx);
    await createStaffRepository(tx).audit({
      actorId: deps.staffId ?? null,
      action: CATALOGUE_AUDIT_ACTIONS.tripUpdate,
      target: tripTarget(input.uuid),
      before,
      after,
    });
    return after;
  });
}
