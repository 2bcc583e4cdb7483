import { asc, eq } from 'drizzle-orm';
import type { BudgetRow } from '#domain/pricing/booking-total.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';

/**
 * A trip's budget table as pricing reads it (`bookingTotal`): a price per season, service class and group
 * size, in the editor's order (seasons, then classes, then group sizes). A booking and the editor read the same rows.
 */
export async function tripBudgetRows(db: DbOrTx, tripId: number): Promise<BudgetRow[]> {
  const rows = await db
    .select({
      season: t.seasons.name,
      serviceClass: t.serviceClasses.name,
      quantity: t.budgets.quantity,
      price: t.budgets.price,
    })
    .from(t.budgets)
    .innerJoin(t.seasons, eq(t.seasons.id, t.budgets.seasonId))
    .innerJoin(t.serviceClasses, eq(t.serviceClasses.id, t.budgets.serviceClassId))
    .where(eq(t.budgets.tripId, tripId))
    .orderBy(asc(t.seasons.sortOrder), asc(t.serviceClasses.sortOrder), asc(t.budgets.quantity));
  // The seasons table holds the domain's season names only.
  return rows as BudgetRow[];
}
