import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Every embedded database is opened with the extensions the migrations use: pg_trgm backs the desk's
 * search indexes (migration 0008), and PGlite loads an extension only when it is named here.
 */
export function newPglite(dataDir?: string, options: PGliteOptions = {}): PGlite {
  const extensions = { ...options.extensions, pg_trgm };
  return dataDir === undefined
    ? new PGlite({ ...options, extensions })
    : new PGlite(dataDir, { ...options, extensions });
}

/**
 * The data folder as one uncompressed tar. PGlite copies it while holding its query lock, in one
 * synchronous pass, so no statement runs during the copy: what it holds is what a crash at that instant
 * would leave, and starting from it replays the write-ahead log like any restart after a crash (a
 * transaction still open is rolled back, every committed one is kept). The checkpoint first makes that
 * replay short.
 */
export async function snapshotPglite(client: PGlite): Promise<Blob> {
  await client.exec('checkpoint');
  return client.dumpDataDir('none');
}
