import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, posix, resolve } from 'node:path';
import { checkedKey, type UploadStore } from './upload-store.js';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

async function* walk(root: string, relative: string): AsyncGenerator<string> {
  const entries = await readdir(join(root, relative), { withFileTypes: true }).catch((error: unknown) => {
    if (missing(error)) return [];
    throw error;
  });
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const path = posix.join(relative, entry.name);
    if (entry.isDirectory()) yield* walk(root, path);
    else if (entry.isFile()) yield path;
  }
}

/** Every file under `folder` of `root` (relative paths, in order); nothing when the folder does not exist. */
export function filesUnder(root: string, folder: string): AsyncIterable<string> {
  return walk(resolve(root), folder.replace(/\/$/, ''));
}

/**
 * The uploads as files under DATA_DIR (the embedded default: one process has the folder). Readable by
 * the server's user only, like everything in DATA_DIR.
 */
export function createFolderStore(dataDir: string): UploadStore {
  const root = resolve(dataDir);
  const path = (key: string) => join(root, checkedKey(key));
  return {
    kind: 'folder',
    async put(key, bytes) {
      const target = path(key);
      await mkdir(dirname(target), { recursive: true, mode: 0o700 });
      await writeFile(target, bytes, { mode: 0o600 });
    },
    async get(key) {
      return readFile(path(key)).catch((error: unknown) => {
        if (missing(error)) return null;
        throw error;
      });
    },
    async has(key) {
      const found = await stat(path(key)).catch(() => null);
      return found?.isFile() ?? false;
    },
    async remove(key) {
      await rm(path(key), { force: true });
    },
    keys: (prefix) => filesUnder(root, prefix),
    close: async () => {},
  };
}
