import type { AdminDestination } from '#domain/api/admin-catalogue.js';
import type { DestinationEditInput, DestinationUpdateInput } from '#domain/schemas/admin-catalogue.js';
import {
  CATALOGUE_CATEGORIES_MESSAGE,
  CATALOGUE_LOCATION_MESSAGE,
  CATALOGUE_REGION_MESSAGE,
  DESTINATION_NOT_FOUND_ADMIN_MESSAGE,
  DESTINATION_STALE_MESSAGE,
} from '#domain/schemas/messages.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';
import { notFound, staleVersion } from '#server/lib/http-error.js';
import { sanitizeRichText } from '#server/lib/sanitize.js';
import { isUuid } from '#server/lib/uuid.js';
import { slugify, uniqueSlug } from '#server/repositories/admin-catalogue-common-repository.js';
import {
  createAdminDestinationsRepository,
  type DestinationRowValues,
} from '#server/repositories/admin-destinations-repository.js';
import { bumpCatalogueVersion } from '#server/repositories/catalogue-version.js';
import { createStaffRepository } from '#server/repositories/staff-repository.js';
import { allOf, oneOf, referencedNames } from '#server/use-cases/referenced-names.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';
import { CATALOGUE_AUDIT_ACTIONS, destinationTarget } from './catalogue-audit.js';
import { pictureColumns } from './catalogue-pictures.js';
import { assertCategoryKinds } from './category-kinds.js';
import { assertDestinationPublishable } from './publish-check.js';

async function rowValues(tx: DbOrTx, input: DestinationEditInput, slug: string): Promise<DestinationRowValues> {
  await referencedNames(tx, {
    category_ids: allOf('categories', input.category_ids, CATALOGUE_CATEGORIES_MESSAGE),
    location_id: oneOf('locations', input.location_id, CATALOGUE_LOCATION_MESSAGE),
    region_id: oneOf('regions', input.region_id, CATALOGUE_REGION_MESSAGE),
  });
  await assertCategoryKinds(tx, {
    category_ids: { ids: input.category_ids, kind: 'interest', message: CATALOGUE_CATEGORIES_MESSAGE },
  });
  return {
    slug,
    name: input.name,
    description: sanitizeRichText(input.description),
    ...(await pictureColumns(tx, input.media_uuid, slug)),
    locationId: input.location_id,
    regionId: input.region_id,
  };
}

const relations = (input: DestinationEditInput) => ({
  categoryIds: input.category_ids,
  facts: input.facts,
  activities: input.activities,
});

export async function loadDestination(tx: DbOrTx, uuid: string): Promise<AdminDestination> {
  const destination = await createAdminDestinationsRepository(tx).load(uuid);
  if (!destination) throw new Error('the destination vanished inside its own transaction');
  return destination;
}

/** A new destination, always a draft; a missing slug is made from the name, kept unique. */
export async function createDestination(input: DestinationEditInput, deps: UseCaseDeps): Promise<AdminDestination> {
  return deps.db.transaction(async (tx) => {
    const repo = createAdminDestinationsRepository(tx);
    const slug = await uniqueSlug(tx, t.destinations, input.slug ?? slugify(input.name), null);
    const { id, uuid } = await repo.insert(await rowValues(tx, input, slug));
    await repo.replaceRelations(id, relations(input));
    await bumpCatalogueVersion(tx);
    const after = await loadDestination(tx, uuid);
    await createStaffRepository(tx).audit({
      actorId: deps.staffId ?? null,
      action: CATALOGUE_AUDIT_ACTIONS.destinationCreate,
      target: destinationTarget(uuid),
      after,
    });
    return after;
  });
}

/** A whole destination saved from the editor; a stale version is a 409 with the destination as it is now. */
export async function updateDestination(
  input: DestinationUpdateInput & { uuid: string },
  deps: UseCaseDeps,
): Promise<AdminDestination> {
  if (!isUuid(input.uuid)) throw notFound(DESTINATION_NOT_FOUND_ADMIN_MESSAGE);
  return deps.db.transaction(async (tx) => {
    const repo = createAdminDestinationsRepository(tx);
    const current = await repo.findForUpdate(input.uuid);
    if (!current) throw notFound(DESTINATION_NOT_FOUND_ADMIN_MESSAGE);
    const before = await loadDestination(tx, input.uuid);
    if (current.version !== input.version) throw staleVersion(DESTINATION_STALE_MESSAGE, { destination: before });
    const slug = await uniqueSlug(tx, t.destinations, input.slug ?? current.slug, current.id);
    await repo.update(current.id, await rowValues(tx, input, slug));
    await repo.replaceRelations(current.id, relations(input));
    const after = await loadDestination(tx, input.uuid);
    if (after.status === 'published') assertDestinationPublishable(after);
    await bumpCatalogueVersion(tx);
    await createStaffRepository(tx).audit({
      actorId: deps.staffId ?? null,
      action: CATALOGUE_AUDIT_ACTIONS.destinationUpdate,
      target: destinationTarget(input.uuid),
      before,
      after,
    });
    return after;
  });
}
