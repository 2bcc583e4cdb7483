import type { AdminTrip } from '#domain/api/admin-catalogue.js';
import { budgetCellKey } from '#domain/schemas/admin-catalogue.js';
import { PUBLISH_MISSING_MESSAGES } from '#domain/schemas/messages.js';
import type { DbOrTx } from '#server/db/client.js';
import { validationError } from '#server/lib/http-error.js';
import { createAdminTripsRepository } from '#server/repositories/admin-trips-repository.js';
import { fullGridKeys } from './trip-relations.js';

const isBlankHtml = (html: string) => html.replace(/<[^>]*>/g, '').trim() === '';

/** What a storefront trip page cannot do without (a price for every cell of the budget table); a 422 listing every missing part. */
export async function assertTripPublishable(db: DbOrTx, trip: AdminTrip): Promise<void> {
  const { classes } = await createAdminTripsRepository(db).budgetAxes();
  const classNames = classes.map((c) => c.name);
  const errors: Record<string, string[]> = {};
  if (trip.name.trim() === '') errors.name = [PUBLISH_MISSING_MESSAGES.name];
  if (isBlankHtml(trip.description)) errors.description = [PUBLISH_MISSING_MESSAGES.description];
  if (trip.itinerary.length === 0) errors.itinerary = [PUBLISH_MISSING_MESSAGES.itinerary];
  const cells = new Set(trip.budgets.map((b) => budgetCellKey(b.season, b.service_class, b.quantity)));
  const missing = fullGridKeys(classNames).filter((key) => !cells.has(key));
  if (missing.length > 0) {
    errors.budgets = [PUBLISH_MISSING_MESSAGES.budgets];
    for (const key of missing) errors[key] = [PUBLISH_MISSING_MESSAGES.budgets];
  }
  if (trip.destination_ids.length === 0) errors.destination_ids = [PUBLISH_MISSING_MESSAGES.destinations];
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** What a storefront destination page cannot do without. */
export function assertDestinationPublishable(destination: { name: string; description: string }): void {
  const errors: Record<string, string[]> = {};
  if (destination.name.trim() === '') errors.name = [PUBLISH_MISSING_MESSAGES.name];
  if (isBlankHtml(destination.description)) errors.description = [PUBLISH_MISSING_MESSAGES.description];
  if (Object.keys(errors).length > 0) throw validationError(errors);
}
