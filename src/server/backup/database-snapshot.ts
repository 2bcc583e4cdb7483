import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataDirInUseError, lockDataDir } from '#server/db/data-dir-lock.js';
import { makeDataDirPrivate } from '#server/db/private-data-dir.js';
import { newPglite, snapshotPglite } from '#server/db/pglite.js';
import { BACKUP_ENDPOINT_FILE, type BackupEndpointInfo } from './backup-endpoint.js';

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export interface DatabaseSnapshot {
  tar: Buffer;
  /** who made it: the running server, or this process on a folder no server had open */
  from: 'running server' | 'stopped folder';
}

function readEndpoint(dataDir: string): BackupEndpointInfo | null {
  try {
    return JSON.parse(readFileSync(join(dataDir, BACKUP_ENDPOINT_FILE), 'utf8')) as BackupEndpointInfo;
  } catch {
    return null;
  }
}

async function askRunningServer(dataDir: string, pid: number): Promise<Buffer> {
  const endpoint = readEndpoint(dataDir);
  if (!endpoint || endpoint.pid !== pid) {
    throw new BackupError(
      `The server (process ${pid}) has ${dataDir} open but offers no backup endpoint yet: try again once it has started.`,
    );
  }
  const response = await fetch(`http://127.0.0.1:${endpoint.port}/backup`, {
    method: 'POST',
    headers: { authorization: `Bearer ${endpoint.token}` },
    signal: AbortSignal.timeout(10 * 60_000),
  }).catch((error: unknown) => {
    throw new BackupError(`The server (process ${pid}) did not answer the backup request: ${String(error)}`);
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new BackupError(`The server refused the backup (${response.status}): ${body.message ?? 'no reason given'}`);
  }
  return Buffer.from(await response.arrayBuffer());
}

async function openFolderItself(dataDir: string): Promise<Buffer> {
  if (!existsSync(join(dataDir, 'pglite', 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${dataDir} (no ${join(dataDir, 'pglite')}).`);
  }
  const release = lockDataDir(dataDir);
  try {
    const client = newPglite(join(dataDir, 'pglite'));
    try {
      await client.waitReady;
      return Buffer.from(await (await snapshotPglite(client)).arrayBuffer());
    } finally {
      await client.close();
      // The embedded database leaves its files world-writable whatever the mask: closed again here.
      makeDataDirPrivate(dataDir);
    }
  } finally {
    release();
  }
}

/**
 * A consistent copy of the embedded database in DATA_DIR. The folder admits one process (see
 * db/data-dir-lock.ts): while a server holds it, the server makes the copy (backup-endpoint.ts);
 * otherwise this process takes the folder's lock for the moment it needs.
 */
export async function snapshotDatabase(dataDir: string): Promise<DatabaseSnapshot> {
  try {
    return { tar: await openFolderItself(dataDir), from: 'stopped folder' };
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    return { tar: await askRunningServer(dataDir, error.pid), from: 'running server' };
  }
}
