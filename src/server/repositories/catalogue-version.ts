import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';
import { catalogueState } from '#server/db/schema/index.js';

/**
 * The catalogue's version (one row, `catalogue_state`). Every catalogue write bumps it in its own
 * transaction; every cache of catalogue data keys on it, so all server processes see a change at once.
 */
export async function bumpCatalogueVersion(tx: DbOrTx): Promise<number> {
  const [row] = await tx
    .update(catalogueState)
    .set({ version: sql`${catalogueState.version} + 1`, updatedAt: new Date() })
    .where(eq(catalogueState.id, 1))
    .returning({ version: catalogueState.version });
  return row?.version ?? 1;
}

export async function readCatalogueVersion(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ version: catalogueState.version })
    .from(catalogueState)
    .where(eq(catalogueState.id, 1));
  return row?.version ?? 1;
}
