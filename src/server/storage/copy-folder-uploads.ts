import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createFolderStore } from './folder-store.js';
import { contentTypeOf, isUploadKey, UPLOAD_PREFIXES, type UploadStore } from './upload-store.js';

/** Written once every file of the folder is in the shared store: later starts skip the walk. */
export const COPIED_MARKER = 'uploads-copied.json';

export interface CopyResult {
  copied: number;
  /** already in the store (a copy interrupted before, or a file another process wrote too) */
  present: number;
  skipped: boolean;
}

/**
 * The first start on a shared store (PostgreSQL's table, or a bucket) after running on the folder:
 * the uploads already under DATA_DIR are copied into the store, so every process serves them, not
 * only the one that has the folder. Once per store (a marker file remembers it); the files stay where
 * they were, so going back to the previous version loses nothing. A copy cut short by a crash starts
 * again on the next start and skips what is already there.
 */
export async function copyFolderUploads(dataDir: string, store: UploadStore): Promise<CopyResult> {
  const result: CopyResult = { copied: 0, present: 0, skipped: true };
  if (store.kind === 'folder') return result;
  const marker = join(dataDir, COPIED_MARKER);
  if (existsSync(marker) && (JSON.parse(readFileSync(marker, 'utf8')) as { store?: string }).store === store.kind) {
    return result;
  }
  const folder = createFolderStore(dataDir);
  for (const prefix of UPLOAD_PREFIXES) {
    for await (const key of folder.keys(prefix)) {
      if (!isUploadKey(key)) continue;
      if (await store.has(key)) {
        result.present++;
        continue;
      }
      const bytes = await folder.get(key);
      if (!bytes) continue;
      await store.put(key, bytes, contentTypeOf(key));
      result.copied++;
    }
  }
  if (existsSync(dataDir)) {
    const note = { store: store.kind, at: new Date().toISOString(), copied: result.copied, present: result.present };
    await writeFile(marker, `${JSON.stringify(note, null, 2)}\n`, { mode: 0o600 });
  }
  return { ...result, skipped: false };
}
