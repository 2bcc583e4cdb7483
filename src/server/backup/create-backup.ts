import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { UPLOAD_PREFIXES, type UploadStore } from '#server/storage/upload-store.js';
import { BackupError, snapshotDatabase } from './database-snapshot.js';
import { tarEnd, tarHeader, tarPadding } from './tar.js';

export const MANIFEST_NAME = 'backup.json';
export const DATABASE_ENTRY = 'database/pglite.tar';
export const FILES_PREFIX = 'files/';
export const BACKUP_FORMAT = 'kilele-storefront-backup';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  /** `none`: the uploads alone (PostgreSQL's own dump holds the database) */
  database: 'pglite' | 'none';
  from: 'running server' | 'stopped folder' | 'object store';
}

export interface BackupResult {
  file: string;
  databaseBytes: number;
  files: number;
  from: BackupManifest['from'];
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
 * first: an upload is stored before the row that names it commits, so every file a row in the snapshot
 * names is already in the store when it is listed (a file newer than the snapshot is only extra).
 */
async function* archive(store: UploadStore, manifest: BackupManifest, database: Buffer | null, counted: Counted) {
  yield* bytesEntry(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest, null, 2)));
  if (database) yield* bytesEntry(DATABASE_ENTRY, database);
  for (const prefix of UPLOAD_PREFIXES) {
    for await (const key of store.keys(prefix)) {
      // A file removed meanwhile (an abandoned upload cleaned away) is one nothing names any more.
      const bytes = await store.get(key);
      if (!bytes) continue;
      yield* bytesEntry(FILES_PREFIX + key, bytes);
      counted.files++;
    }
  }
  yield tarEnd();
}

interface Counted {
  files: number;
}

async function writeArchive(file: string, entries: AsyncIterable<Buffer>): Promise<void> {
  if (existsSync(file)) throw new BackupError(`${file} already exists: choose another name.`);
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  try {
    await pipeline(Readable.from(entries), createGzip(), createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * `npm run backup` on the embedded database: a consistent snapshot of DATA_DIR's database and the
 * uploads of `store` (the folder, or the object store) in one archive, whether or not a server is
 * running on the folder. The archive appears under its name only once complete.
 */
export async function createBackup(dataDir: string, file: string, store: UploadStore): Promise<BackupResult> {
  if (existsSync(file)) throw new BackupError(`${file} already exists: choose another name.`);
  const database = await snapshotDatabase(dataDir);
  const manifest = newManifest('pglite', database.from);
  const counted = { files: 0 };
  await writeArchive(file, archive(store, manifest, database.tar, counted));
  return { file, databaseBytes: database.tar.length, files: counted.files, from: database.from };
}

/**
 * `npm run backup` on PostgreSQL with the uploads in an object store: pg_dump copies the database,
 * this archive the uploads (a manifest and `files/` only).
 */
export async function createUploadsBackup(file: string, store: UploadStore): Promise<BackupResult> {
  const counted = { files: 0 };
  await writeArchive(file, archive(store, newManifest('none', 'object store'), null, counted));
  return { file, databaseBytes: 0, files: counted.files, from: 'object store' };
}

function newManifest(database: BackupManifest['database'], from: BackupManifest['from']): BackupManifest {
  return { format: BACKUP_FORMAT, version: 1, createdAt: new Date().toISOString(), database, from };
}
