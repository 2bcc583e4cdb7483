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
