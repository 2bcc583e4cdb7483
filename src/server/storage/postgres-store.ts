import pg from 'pg';
import { postgresDatabase } from '#server/db/client.js';
import { createUploadedFilesRepository } from '#server/repositories/uploaded-files-repository.js';
import { checkedKey, type UploadStore } from './upload-store.js';

const PAGE = 500;

/** Connections of the store's own pool (see below). */
export const UPLOAD_POOL_SIZE = 4;

/**
 * The uploads in PostgreSQL's `uploaded_files`: every process on the database reads the same bytes.
 * The store has a small pool of its own: a transaction that makes a picture's sizes (the focal point)
 * holds one of the app's connections while it writes them, so writes on the same pool could wait for
 * connections only those transactions hold.
 */
export function createPostgresStore(databaseUrl: string): UploadStore {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: UPLOAD_POOL_SIZE, connectionTimeoutMillis: 5000 });
  // A dropped connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const files = createUploadedFilesRepository(postgresDatabase(pool));
  return {
    kind: 'postgres',
    put: (key, bytes, contentType) => files.put(checkedKey(key), bytes, contentType),
    get: (key) => files.get(checkedKey(key)),
    has: (key) => files.has(checkedKey(key)),
    remove: (key) => files.remove(checkedKey(key)),
    async *keys(prefix) {
      let after = '';
      for (;;) {
        const page = await files.keysAfter(prefix, after, PAGE);
        yield* page;
        if (page.length < PAGE) return;
        after = page[page.length - 1]!;
      }
    },
    close: () => pool.end(),
  };
}
