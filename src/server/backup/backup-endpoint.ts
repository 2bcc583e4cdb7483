import { randomBytes, timingSafeEqual } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/**
 * Where a running server says how to ask it for a database snapshot: `{ pid, port, token }`, readable by
 * the server's user only. Whoever can read it could copy the data folder anyway.
 */
export const BACKUP_ENDPOINT_FILE = 'backup-endpoint.json';

export interface BackupEndpointInfo {
  pid: number;
  port: number;
  token: string;
}

export interface BackupEndpoint {
  port: number;
  close(): Promise<void>;
}

function authorised(request: IncomingMessage, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function answer(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ status: false, code: status, message }));
}

/**
 * The embedded database admits one process, so `npm run backup` cannot open it while the server runs: it
 * asks the server instead. This listener is not the public one: it binds to 127.0.0.1 on a port of its
 * own (never behind the proxy), answers only `POST /backup` with the token from BACKUP_ENDPOINT_FILE, and
 * makes one snapshot at a time (each holds the whole database in memory once).
 */
export async function startBackupEndpoint(
  dataDir: string,
  snapshot: () => Promise<Blob>,
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void },
): Promise<BackupEndpoint> {
  const token = randomBytes(32).toString('hex');
  let queue: Promise<unknown> = Promise.resolve();
  const server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/backup') return answer(response, 404, 'Not found');
    if (!authorised(request, token)) return answer(response, 401, 'A valid backup token is required.');
    const started = Date.now();
    const taken = queue.then(snapshot);
    queue = taken.catch(() => {});
    taken.then(
      async (blob) => {
        const bytes = Buffer.from(await blob.arrayBuffer());
        log.info({ bytes: bytes.length, ms: Date.now() - started }, 'database snapshot for a backup');
        response.writeHead(200, { 'content-type': 'application/x-tar', 'content-length': bytes.length });
        response.end(bytes);
      },
      (error: unknown) => {
        log.error({ err: error }, 'database snapshot for a backup failed');
        answer(response, 500, 'The database snapshot failed: see the server log.');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const file = join(dataDir, BACKUP_ENDPOINT_FILE);
  const info: BackupEndpointInfo = { pid: process.pid, port, token };
  // A file left by a process that died is replaced, never reused with its old permissions.
  rmSync(file, { force: true });
  writeFileSync(file, JSON.stringify(info), { mode: 0o600, flag: 'wx' });
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        rmSync(file, { force: true });
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
