import {
  budgetCellKey,
  BUDGET_QUANTITIES,
  BUDGET_SEASONS,
  type TripEditInput,
} from '#domain/schemas/admin-catalogue.js';
import {
  BUDGET_CELL_MESSAGE,
  CATALOGUE_CATEGORIES_MESSAGE,
  CATALOGUE_DESTINATIONS_MESSAGE,
  CATALOGUE_INCLUSIONS_MESSAGE,
  CATALOGUE_TRIP_TYPE_MESSAGE,
} from '#domain/schemas/messages.js';
import type { DbOrTx } from '#server/db/client.js';
import { sanitizeRichText } from '#server/lib/sanitize.js';
import { validationError } from '#server/lib/http-error.js';
import { createAdminTripsRepository, type TripRelations } from '#server/repositories/admin-trips-repository.js';
import { assertCategoryKinds } from './category-kinds.js';
import { allOf, oneOf, referencedNames } from '#server/use-cases/referenced-names.js';

/** Every cell the budget table must have: Low/High × each service class × 2/4/6. */
export function fullGridKeys(classNames: readonly string[]): string[] {
  return BUDGET_SEASONS.flatMap((season) =>
    classNames.flatMap((cls) => BUDGET_QUANTITIES.map((quantity) => budgetCellKey(season, cls, quantity))),
  );
}

/**
 * Checks what a trip points at (422 naming each unknown field or cell) and answers its relations as
 * rows, with every HTML field sanitised.
 */
export async function tripRelations(db: DbOrTx, input: TripEditInput): Promise<TripRelations> {
  await referencedNames(db, {
    trip_type_id: oneOf('tripTypes', input.trip_type_id, CATALOGUE_TRIP_TYPE_MESSAGE),
    category_ids: allOf('categories', input.category_ids, CATALOGUE_CATEGORIES_MESSAGE),
    destination_ids: allOf('destinations', input.destination_ids, CATALOGUE_DESTINATIONS_MESSAGE),
    addon_ids: allOf('categories', input.addon_ids, CATALOGUE_INCLUSIONS_MESSAGE),
    exclusion_ids: allOf('categories', input.exclusion_ids, CATALOGUE_INCLUSIONS_MESSAGE),
  });
  await assertCategoryKinds(db, {
    category_ids: { ids: input.category_ids, kind: 'interest', message: CATALOGUE_CATEGORIES_MESSAGE },
    addon_ids: { ids: input.addon_ids, kind: 'inclusion', message: CATALOGUE_INCLUSIONS_MESSAGE },
    exclusion_ids: { ids: input.exclusion_ids, kind: 'inclusion', message: CATALOGUE_INCLUSIONS_MESSAGE },
  });
  const { seasons, classes } = await createAdminTripsRepository(db).budgetAxes();
  const seasonId = new Map(seasons.map((s) => [s.name, s.id]));
  const classId = new Map(classes.map((c) => [c.name, c.id]));
  const unknown = input.budgets.filter((b) => !seasonId.has(b.season) || !classId.has(b.service_class));
  if (unknown.length > 0) {
    throw validationError(
      Object.fromEntries(
        unknown.map((b) => [budgetCellKey(b.season, b.service_class, b.quantity), [BUDGET_CELL_MESSAGE]]),
      ),
    );
  }
  return {
    categoryIds: input.category_ids,
    destinationIds: input.destination_ids,
    addonIds: input.addon_ids,
    exclusionIds: input.exclusion_ids,
    itinerary: input.itinerary.map((day) => ({ ...day, description: sanitizeRichText(day.description) })),
    budgets: input.budgets.map((b) => ({
      seasonId: seasonId.get(b.season)!,
      serviceClassId: classId.get(b.service_class)!,
      quantity: b.quantity,
      price: b.price,
    })),
  };
}
