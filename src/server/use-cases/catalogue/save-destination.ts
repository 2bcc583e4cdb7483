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
import { staleVersion } from '#server/lib/http-error.js';
import {
  createAdminDestinationsRepository,
  type DestinationRowValues,
} from '#server/repositories/admin-destinations-repository.js';
import { recordCatalogueWrite } from '#server/use-cases/audit-trail.js';
import { allOf, oneOf, referencedNames } from '#server/use-cases/referenced-names.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';
import { CATALOGUE_AUDIT_ACTIONS, destinationTarget } from './catalogue-audit.js';
import { assertCategoryKinds } from './category-kinds.js';
import { editedColumns, insertEdited, lockForEdit, updateEdited } from './edited-item.js';
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
    ...(await editedColumns(tx, input, slug)),
    locationId: input.location_id,
    regionId: input.region_id,
  };
}

/** The destination's own columns and its relations from an edit, its references checked first. */
const edit = (tx: DbOrTx, input: DestinationEditInput) => ({
  slug: input.slug,
  values: (slug: string) => rowValues(tx, input, slug),
  relations: { categoryIds: input.category_ids, facts: input.facts, activities: input.activities },
});

/** A new destination, always a draft; a missing slug is made from the name, kept unique. */
export async function createDestination(input: DestinationEditInput, deps: UseCaseDeps): Promise<AdminDestination> {
  return deps.db.transaction(async (tx) => {
    const after = await insertEdited(createAdminDestinationsRepository(tx), input.name, edit(tx, input));
    const target = destinationTarget(after.uuid);
    await recordCatalogueWrite(tx, deps, { action: CATALOGUE_AUDIT_ACTIONS.destinationCreate, target, after });
    return after;
  });
}

/** A whole destination saved from the editor; a stale version is a 409 with the destination as it is now. */
export async function updateDestination(
  input: DestinationUpdateInput & { uuid: string },
  deps: UseCaseDeps,
): Promise<AdminDestination> {
  return deps.db.transaction(async (tx) => {
    const repo = createAdminDestinationsRepository(tx);
    const { row, before } = await lockForEdit(repo, input.uuid, DESTINATION_NOT_FOUND_ADMIN_MESSAGE);
    if (row.version !== input.version) throw staleVersion(DESTINATION_STALE_MESSAGE, { destination: before });
    const after = await updateEdited(repo, { uuid: input.uuid, row }, edit(tx, input));
    if (after.status === 'published') assertDestinationPublishable(after);
    const target = destinationTarget(input.uuid);
    await recordCatalogueWrite(tx, deps, { action: CATALOGUE_AUDIT_ACTIONS.destinationUpdate, target, before, after });
    return after;
  });
}
