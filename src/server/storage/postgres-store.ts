import type { Database } from '#server/db/client.js';
import { createUploadedFilesRepository } from '#server/repositories/uploaded-files-repository.js';
import { checkedKey, type UploadStore } from './upload-store.js';

const PAGE = 500;

/** The uploads in PostgreSQL's `uploaded_files`: every process on the database reads the same bytes. */
export function createPostgresStore(db: Database): UploadStore {
  const files = createUploadedFilesRepository(db);
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
    close: async () => {},
  };
}
