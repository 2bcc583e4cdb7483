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
    .returning({ version: catalogueState.version, database: sql<string>`current_database()` });
  const version = row?.version ?? 1;
  // Delivered when the transaction commits, never when it rolls back.
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${String(version)})`);
  ownBumps.note(row?.database ?? '', version);
  return version;
}

/**
 * The newest version this process has bumped to, for a short while: on PostgreSQL its announcement arrives a moment
 * after the commit, and until the source knows it, reads ask the database. A bump rolled back is never announced;
 * after `OWN_BUMP_WAIT_MS` the source stops waiting for it.
 */
const OWN_BUMP_WAIT_MS = 10_000;
const ownBumps = (() => {
  // by database name: a process may hold several (the tests' do)
  const latest = new Map<string, { version: number; at: number }>();
  return {
    note(database: string, version: number) {
      latest.set(database, { version: Math.max(version, latest.get(database)?.version ?? 0), at: Date.now() });
    },
    pending(database: string, known: number) {
      const bump = latest.get(database);
      return bump !== undefined && known < bump.version && Date.now() - bump.at < OWN_BUMP_WAIT_MS;
    },
  };
})();

async function currentDatabase(db: DbOrTx): Promise<string> {
  // Both drivers answer `{ rows }`.
  const result = (await db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  return result.rows[0]?.name ?? '';
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
 * The version every page and cached API answer asks for first: known, not read, so a page costs no query for it (a
 * third of an uncached page's work on the embedded database, decision 028; on PostgreSQL, a pool's query for every
 * page, cached ones too, which a flood of renders made every visitor queue for). Every bump announces itself when
 * it commits (`pg_notify`), and the source listens:
 * - the embedded database has one process and delivers at the commit itself;
 * - PostgreSQL delivers from any process a moment after the commit, on a connection of the listener's own. While
 *   that connection is down, or after this process's own bump until its announcement arrives (the writer's next
 *   page must show the save), each read asks the database instead.
 * Versions only grow, so a read that began before a bump's commit and ends after its announcement cannot take
 * the known version back.
 */
export async function createCatalogueVersionSource(
  handle: Pick<DatabaseHandle, 'db' | 'kind' | 'listen'>,
): Promise<CatalogueVersionSource> {
  const { db, listen } = handle;
  let known = 0;
  let listening = false;
  const learn = (version: number) => (known = Math.max(known, version));
  const unlisten = await listen(
    CHANNEL,
    (payload) => learn(Number(payload) || 0),
    async (state) => {
      listening = false;
      if (state === 'up') {
        learn(await readCatalogueVersion(db).catch(() => 0));
        listening = true;
      }
    },
  );
  learn(await readCatalogueVersion(db));
  listening = true;
  const database = handle.kind === 'postgres' ? await currentDatabase(db) : undefined;
  const ownBumpPending = database === undefined ? () => false : () => ownBumps.pending(database, known);
  return {
    read: async () => (listening && !ownBumpPending() ? known : learn(await readCatalogueVersion(db))),
    // A database closed first (a test's, a failed start's) has stopped every listener already.
    stop: () => unlisten().catch(() => undefined),
  };
}
