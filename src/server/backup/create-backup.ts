import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join, posix } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { MEDIA_ORIGINALS_DIR, MEDIA_PUBLIC_DIR } from '#server/media/store-upload.js';
import { PASSPORTS_DIR } from '#server/uploads/passport-images.js';
import { BackupError, snapshotDatabase } from './database-snapshot.js';
import { tarEnd, tarHeader, tarPadding } from './tar.js';

/** The folders under DATA_DIR that hold uploads, each copied under `files/` in the archive. */
export const UPLOAD_DIRS = [PASSPORTS_DIR, MEDIA_ORIGINALS_DIR, MEDIA_PUBLIC_DIR];

export const MANIFEST_NAME = 'backup.json';
export const DATABASE_ENTRY = 'database/pglite.tar';
export const FILES_PREFIX = 'files/';
export const BACKUP_FORMAT = 'kilele-storefront-backup';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  database: 'pglite';
  from: 'running server' | 'stopped folder';
}

export interface BackupResult {
  file: string;
  databaseBytes: number;
  files: number;
  from: BackupManifest['from'];
}

async function* walk(root: string, relative: string): AsyncGenerator<string> {
  const entries = await readdir(join(root, relative), { withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const path = posix.join(relative, entry.name);
    if (entry.isDirectory()) yield* walk(root, path);
    else if (entry.isFile()) yield path;
  }
}

function bytesEntry(name: string, bytes: Buffer): Buffer[] {
  return [
    tarHeader({ name, type: 'file', size: bytes.length, mode: 0o600, mtime: new Date() }),
    bytes,
    tarPadding(bytes.length),
  ];
}

/**
 * Writes one `.tar.gz`: the manifest, the database snapshot, then the uploads. The database is copied
 * first: an upload is written before the row that names it commits, so every file a row in the snapshot
 * names is already on disk when the folders are read (a file newer than the snapshot is only extra).
 */
async function* archive(dataDir: string, manifest: BackupManifest, database: Buffer, counted: { files: number }) {
  yield* bytesEntry(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest, null, 2)));
  yield* bytesEntry(DATABASE_ENTRY, database);
  for (const folder of UPLOAD_DIRS) {
    for await (const path of walk(dataDir, folder)) {
      // Opened before it is measured: a file removed meanwhile (an abandoned upload cleaned away) is
      // either skipped, when nothing names it any more, or read whole through the open handle.
      const handle = await open(join(dataDir, path)).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      });
      if (!handle) continue;
      try {
        const info = await handle.stat();
        yield tarHeader({ name: FILES_PREFIX + path, type: 'file', size: info.size, mode: 0o600, mtime: info.mtime });
        let copied = 0;
        const chunks = info.size > 0 ? handle.createReadStream({ end: info.size - 1, autoClose: false }) : [];
        for await (const chunk of chunks as AsyncIterable<Buffer>) {
          copied += chunk.length;
          yield chunk;
        }
        // A file that shrank while being read keeps its declared size, so the archive stays readable.
        if (copied < info.size) yield Buffer.alloc(info.size - copied);
        yield tarPadding(info.size);
      } finally {
        await handle.close();
      }
      counted.files++;
    }
  }
  yield tarEnd();
}

/**
 * `npm run backup` on the embedded database: a consistent snapshot of DATA_DIR's database and its
 * uploads in one archive, whether or not a server is running on the folder. The archive appears under
 * its name only once complete.
 */
export async function createBackup(dataDir: string, file: string): Promise<BackupResult> {
  if (existsSync(file)) throw new BackupError(`${file} already exists: choose another name.`);
  const database = await snapshotDatabase(dataDir);
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: 1,
    createdAt: new Date().toISOString(),
    database: 'pglite',
    from: database.from,
  };
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const counted = { files: 0 };
  try {
    await pipeline(
      Readable.from(archive(dataDir, manifest, database.tar, counted)),
      createGzip(),
      createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
    );
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { file, databaseBytes: database.tar.length, files: counted.files, from: database.from };
}
