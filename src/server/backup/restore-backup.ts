import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join, posix } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { lockDataDir } from '#server/db/data-dir-lock.js';
import { newPglite } from '#server/db/pglite.js';
import { makeDataDirPrivate } from '#server/db/private-data-dir.js';
import { filesUnder } from '#server/storage/folder-store.js';
import { contentTypeOf, isUploadKey, UPLOAD_PREFIXES, type UploadStore } from '#server/storage/upload-store.js';
import { BACKUP_FORMAT, DATABASE_ENTRY, FILES_PREFIX, MANIFEST_NAME, type BackupManifest } from './create-backup.js';
import { BackupError } from './database-snapshot.js';
import { readTar, type TarBody } from './tar.js';

export interface RestoreResult {
  dataDir: string;
  manifest: BackupManifest;
  files: number;
  /** null when the archive holds the uploads alone */
  bookings: number | null;
}

async function collect(body: TarBody): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(part);
  return Buffer.concat(parts);
}

/** `files/<upload folder>/…` → the upload's key, or null for anything else (`..`, another folder). */
function uploadKey(name: string): string | null {
  if (!name.startsWith(FILES_PREFIX)) return null;
  const key = name.slice(FILES_PREFIX.length);
  return posix.normalize(key) === key && isUploadKey(key) ? key : null;
}

async function isEmptyFolder(dir: string): Promise<boolean> {
  const entries = await readdir(dir).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  return entries.length === 0;
}

/** Unpacks the archive into `stage` and starts the database there once: a damaged archive fails here. */
async function unpack(archive: string, stage: string): Promise<Omit<RestoreResult, 'dataDir'>> {
  let manifest: BackupManifest | null = null;
  let database: Buffer | null = null;
  let files = 0;
  for await (const { header, body } of readTar(createReadStream(archive).pipe(createGunzip()))) {
    if (manifest === null) {
      if (header.name !== MANIFEST_NAME) throw new BackupError(`${archive} is not a storefront backup.`);
      manifest = JSON.parse((await collect(body)).toString('utf8')) as BackupManifest;
      if (manifest.format !== BACKUP_FORMAT || manifest.version !== 1) {
        throw new BackupError(`${archive} is a backup format this version cannot read.`);
      }
    } else if (header.name === DATABASE_ENTRY) {
      database = await collect(body);
    } else if (header.type === 'file') {
      const key = uploadKey(header.name);
      if (!key) throw new BackupError(`${archive} holds an unexpected entry: ${header.name}`);
      const target = join(stage, key);
      await mkdir(dirname(target), { recursive: true, mode: 0o700 });
      await pipeline(Readable.from(body), createWriteStream(target, { flags: 'wx', mode: 0o600 }));
      files++;
    }
  }
  if (!manifest) throw new BackupError(`${archive} is not a storefront backup.`);
  if (manifest.database === 'none') return { manifest, files, bookings: null };
  if (!database) throw new BackupError(`${archive} holds no database.`);
  const client = newPglite(join(stage, 'pglite'), {
    loadDataDir: new Blob([new Uint8Array(database)], { type: 'application/x-tar' }),
  });
  try {
    await client.waitReady;
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from bookings');
    return { manifest, files, bookings: rows[0]?.n ?? 0 };
  } finally {
    await client.close();
  }
}

/** The upload folders' roots under DATA_DIR (`passports`, `media`). */
const UPLOAD_ROOTS = [...new Set(UPLOAD_PREFIXES.map((prefix) => prefix.split('/')[0]!))];

/** Every staged upload into a shared store (PostgreSQL's table or the object store). */
async function putUploads(stage: string, store: UploadStore): Promise<void> {
  for (const prefix of UPLOAD_PREFIXES) {
    for await (const key of filesUnder(stage, prefix)) {
      await store.put(key, await readFile(join(stage, key)), contentTypeOf(key));
    }
  }
}

/**
 * `npm run restore`: brings a backup archive back into `dataDir` (a new or empty folder; with `force`
 * its database and uploads are replaced). Refuses while a server has the folder open. Everything is
 * unpacked and started once in a folder beside them first, and only then moved in: a damaged archive
 * leaves the folder as it was. The uploads go into the folder, or with `store` (an object store) there.
 */
export async function restoreBackup(
  archive: string,
  dataDir: string,
  options: { force?: boolean; store?: UploadStore | null } = {},
): Promise<RestoreResult> {
  if (!existsSync(archive)) throw new BackupError(`There is no backup at ${archive}.`);
  if (!options.force && !(await isEmptyFolder(dataDir))) {
    throw new BackupError(
      `${dataDir} is not empty: restore into a new folder, or pass --force to replace its database and uploads.`,
    );
  }
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const release = lockDataDir(dataDir);
  const stage = join(dataDir, `.restoring-${process.pid}`);
  try {
    await rm(stage, { recursive: true, force: true });
    await mkdir(stage, { mode: 0o700 });
    const result = await unpack(archive, stage);
    if (result.manifest.database === 'none' && !options.store) {
      throw new BackupError(
        `${archive} holds the uploads alone: configure the object store (S3_BUCKET) to restore them.`,
      );
    }
    const moved = options.store ? ['pglite'] : ['pglite', ...UPLOAD_ROOTS];
    if (options.store) await putUploads(stage, options.store);
    if (result.manifest.database === 'none') moved.shift();
    for (const part of moved) {
      await rm(join(dataDir, part), { recursive: true, force: true });
      if (existsSync(join(stage, part))) await rename(join(stage, part), join(dataDir, part));
    }
    await rm(stage, { recursive: true, force: true });
    // The embedded database started in the stage wrote its files world-writable whatever the mask.
    makeDataDirPrivate(dataDir);
    return { dataDir, ...result };
  } finally {
    await rm(stage, { recursive: true, force: true });
    release();
  }
}
