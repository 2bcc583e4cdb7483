import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKUP_ENDPOINT_FILE, startBackupEndpoint, type BackupEndpointInfo } from './backup-endpoint.js';

const dataDir = mkdtempSync(join(tmpdir(), 'storefront-endpoint-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const silent = { info: () => {}, error: () => {} };

describe('the backup endpoint', () => {
  it('answers the snapshot only to a POST /backup with the token of its file, then removes the file', async () => {
    let snapshots = 0;
    const endpoint = await startBackupEndpoint(dataDir, async () => new Blob([`snapshot ${++snapshots}`]), silent);
    const file = join(dataDir, BACKUP_ENDPOINT_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const info = JSON.parse(readFileSync(file, 'utf8')) as BackupEndpointInfo;
    expect(info).toMatchObject({ pid: process.pid, port: endpoint.port });
    const url = `http://127.0.0.1:${info.port}`;

    const noToken = await fetch(`${url}/backup`, { method: 'POST' });
    expect(noToken.status).toBe(401);
    expect(await noToken.json()).toEqual({ status: false, code: 401, message: 'A valid backup token is required.' });
    const wrong = await fetch(`${url}/backup`, { method: 'POST', headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    const get = await fetch(`${url}/backup`, { headers: { authorization: `Bearer ${info.token}` } });
    expect(get.status).toBe(404);
    expect(snapshots).toBe(0);

    const ok = await fetch(`${url}/backup`, { method: 'POST', headers: { authorization: `Bearer ${info.token}` } });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('snapshot 1');

    await endpoint.close();
    expect(existsSync(file)).toBe(false);
  });

  it('answers a failed snapshot with a 500 that says where to look', async () => {
    const endpoint = await startBackupEndpoint(
      dataDir,
      async () => {
        throw new Error('disk on fire');
      },
      silent,
    );
    const info = JSON.parse(readFileSync(join(dataDir, BACKUP_ENDPOINT_FILE), 'utf8')) as BackupEndpointInfo;
    const res = await fetch(`http://127.0.0.1:${info.port}/backup`, {
      method: 'POST',
      headers: { authorization: `Bearer ${info.token}` },
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      status: false,
      code: 500,
      message: 'The database snapshot failed: see the server log.',
    });
    await endpoint.close();
  });
});
