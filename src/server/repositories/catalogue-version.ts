import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle, DbOrTx } from '#server/db/client.js';
import { catalogueState } from '#server/db/schema/index.js';

/** The channel a bump is announced on, at its commit (`pg_notify`): see `createCatalogueVersionSource`. */
const CHANNEL = 'catalogue_version';

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
  const version = row?.version ?? 1;
  // Delivered when the transaction commits, never when it rolls back.
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${String(version)})`);
  return version;
}

export async function readCatalogueVersion(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ version: catalogueState.version })
    .from(catalogueState)
    .where(eq(catalogueState.id, 1));
  return row?.version ?? 1;
}

export interface CatalogueVersionSource {
  /** the newest committed version */
  read(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The version every page and cached API answer asks for first. On PostgreSQL it is read each time (other processes
 * write). The embedded database has one process, whose every bump announces itself at its commit: the version is
 * read once and then known, and a page costs no query for it (a third of an uncached page's work on the embedded
 * database, decision 028). Versions only grow, so a read that began before a bump's commit and ends after its
 * announcement cannot take the known version back.
 */
export async function createCatalogueVersionSource(
  handle: Pick<DatabaseHandle, 'db' | 'listen'>,
): Promise<CatalogueVersionSource> {
  const { db, listen } = handle;
  if (!listen) return { read: () => readCatalogueVersion(db), stop: async () => {} };
  let known = 0;
  const learn = (version: number) => (known = Math.max(known, version));
  const unlisten = await listen(CHANNEL, (payload) => learn(Number(payload) || 0));
  learn(await readCatalogueVersion(db));
  // A database closed first (a test's, a failed start's) has stopped every listener already.
  return { read: async () => known, stop: () => unlisten().catch(() => undefined) };
}
