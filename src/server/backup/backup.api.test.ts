import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { AGENCY_TIME_ZONE } from '#domain/dates/calendar-date.js';
import { openDatabase } from '#server/db/client.js';
import { newPglite } from '#server/db/pglite.js';
import { DataDirInUseError } from '#server/db/data-dir-lock.js';
import { registrationFields, registrationFormData, smallImage } from '#server/test/account-fixtures.js';
import { bookingFactory } from '#server/test/faults/booking-payload.js';
import { startLoad, waitUntil } from '#server/test/faults/load-loop.js';
import { startServerProcess, type ServerProcess } from '#server/test/server-process.js';
import { worldWritable } from '#server/test/world-writable.js';
import { createFolderStore } from '#server/storage/folder-store.js';
import { createBackup } from './create-backup.js';
import { restoreBackup } from './restore-backup.js';

// The backup copies the embedded database; on PostgreSQL it is pg_dump's job (docs/operations/backup.md).
const onPostgres = Boolean(inject('pgTemplateUrl'));

const work = mkdtempSync(join(tmpdir(), 'storefront-backup-'));
const dataDir = join(work, 'data');
const restoredDir = join(work, 'restored');
const archive = join(work, 'backups', 'first.tar.gz');
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const server of servers) await server.stop();
  rmSync(work, { recursive: true, force: true });
});

/** The migrated, seeded database of the test run in `dir`, so the server starts without seeding it again. */
async function seededFolder(dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const dump = new Blob([readFileSync(inject('pgliteDump'))], { type: 'application/x-tar' });
  const client = newPglite(join(dir, 'pglite'), { loadDataDir: dump });
  await client.waitReady;
  await client.close();
}

/** Runs one of the repository's scripts as `npm run` would (through tsx), with DATA_DIR and DATABASE_URL given. */
function runScript(script: string, args: string[], env: Record<string, string>) {
  const { DATA_DIR: _d, DATABASE_URL: _u, ...inherited } = process.env;
  return spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...inherited, LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

/** Opens the folder's database once and answers a reader of query results. */
async function openFolder(dir: string) {
  const handle = await openDatabase({ dataDir: dir });
  return {
    rows: async <T>(query: ReturnType<typeof sql>) =>
      ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows,
    close: () => handle.close(),
  };
}

async function registerWithPassport(url: string, email: string, passport: Buffer): Promise<void> {
  const splash = (await (await fetch(`${url}/api/splash`)).json()).data;
  const fields = registrationFields({ countryId: splash.countries[0].id, genderId: splash.genders[0].id }, { email });
  const res = await fetch(`${url}/api/register`, {
    method: 'POST',
    body: registrationFormData(fields, { bytes: passport, name: 'passport.png', type: 'image/png' }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

/**
 * Tests that start server processes on the embedded database (2–5 s and ~800 MB each), load them and copy them:
 * about 45 s alone, and more than 120 s once on a CI machine busy with the browser journeys beside them.
 */
const SERVER_PROCESSES_TIMEOUT_MS = 300_000;

describe.skipIf(onPostgres)('npm run backup and npm run restore (embedded database)', () => {
  const passport = smallImage('png');

  it(
    'copies, while bookings pour in, every booking accepted before it started, and the copy starts',
    async () => {
      await seededFolder(dataDir);
      const server = await startServerProcess({ DATA_DIR: dataDir, RATE_LIMIT_ALLOW: '127.0.0.1' });
      servers.push(server);
      await registerWithPassport(server.url, 'traveller@example.com', await passport);
      const load = startLoad(server.url, await bookingFactory(server.url), 6);
      await waitUntil(() => load.accepted.size >= 10, 20_000, '10 bookings before the backup');

      const acceptedBefore = new Map(load.accepted);
      const startedAt = Date.now();
      const result = await createBackup(dataDir, archive, createFolderStore(dataDir));
      const endedAt = Date.now();
      await waitUntil(() => load.accepted.size >= acceptedBefore.size + 3, 20_000, '3 more bookings');
      await load.stop();

      expect(result.from).toBe('running server');
      expect(result.files).toBe(1);
      const during = load.samples.filter((s) => s.kind === 'booking' && s.at > startedAt && s.at < endedAt);
      expect(during.length, 'bookings answered while the backup ran').toBeGreaterThan(0);
      expect(load.samples.filter((s) => s.status !== 200 && s.status !== 201)).toEqual([]);

      const restored = await restoreBackup(archive, restoredDir);
      expect(restored.files).toBe(1);

      const copyDb = await openFolder(restoredDir);
      const found = await (async () => {
        try {
          return {
            stored: await copyDb.rows<{ uuid: string }>(sql`select uuid::text as uuid from bookings`),
            // Nothing half-written: every booking has its desk row, and the desk's counts (kept by a
            // trigger) agree with the rows they count.
            orphans: await copyDb.rows<{ n: number }>(
              sql`select count(*)::int as n from bookings b left join requests r on r.id = b.request_id where r.id is null`,
            ),
            drift: await copyDb.rows<{ type: string }>(
              sql`select coalesce(c.type, r.type) as type from request_counts c
                full join (select type, status, count(*)::int as n from requests group by type, status) r
                  on r.type = c.type and r.status = c.status
                where coalesce(c.n, 0) <> coalesce(r.n, 0)`,
            ),
            dailyDrift: await copyDb.rows<{ day: string }>(
              sql`select coalesce(c.day, r.day)::text as day from request_daily_counts c
                full join (select (received_at at time zone ${AGENCY_TIME_ZONE})::date as day, count(*)::int as n
                           from requests group by 1) r on r.day = c.day
                where coalesce(c.n, 0) <> coalesce(r.n, 0)`,
            ),
            users: await copyDb.rows<{ path: string }>(
              sql`select passport_image_path as path from users where email = 'traveller@example.com'`,
            ),
          };
        } finally {
          await copyDb.close();
        }
      })();
      const storedUuids = new Set(found.stored.map((row) => row.uuid));
      const missing = [...acceptedBefore.values()].filter((uuid) => !storedUuids.has(uuid));
      expect(missing, 'bookings accepted before the backup started').toEqual([]);
      expect(found.orphans[0]?.n).toBe(0);
      expect(found.drift).toEqual([]);
      expect(found.dailyDrift).toEqual([]);
      expect(readFileSync(join(restoredDir, found.users[0]!.path))).toEqual(await passport);

      const copy = await startServerProcess({ DATA_DIR: restoredDir, RATE_LIMIT_ALLOW: '127.0.0.1' });
      servers.push(copy);
      expect((await fetch(`${copy.url}/readyz`)).status).toBe(200);
      const booking = await fetch(`${copy.url}/api/save_booking`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify((await bookingFactory(copy.url))('after-restore@example.com')),
      });
      expect(booking.status).toBe(201);
      await copy.stop();
    },
    SERVER_PROCESSES_TIMEOUT_MS,
  );

  it('refuses to restore over a folder in use, or a folder not empty unless told to', async () => {
    await expect(restoreBackup(archive, dataDir, { force: true })).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(restoreBackup(archive, restoredDir)).rejects.toThrow(
      `${restoredDir} is not empty: restore into a new folder, or pass --force to replace its database and uploads.`,
    );
    const forced = await restoreBackup(archive, restoredDir, { force: true });
    expect(forced.files).toBe(1);
  });

  // Two command-line runs that each open the embedded database: a minute and more on a busy 2-core machine.
  it(
    'backs up a folder no server has open by opening it itself (npm run backup, npm run restore)',
    { timeout: SERVER_PROCESSES_TIMEOUT_MS },
    async () => {
      await servers[0]!.stop();
      const second = join(work, 'backups', 'second.tar.gz');
      const backup = runScript('scripts/backup.ts', ['--out', second], { DATA_DIR: dataDir });
      expect(backup.status, backup.stderr).toBe(0);
      expect(backup.stdout).toContain(`Backed up ${dataDir} to ${second}`);
      expect(backup.stdout).toContain('(snapshot from the stopped folder), 1 uploaded files');
      await expect(createBackup(dataDir, second, createFolderStore(dataDir))).rejects.toThrow(
        `${second} already exists: choose another name.`,
      );
      const third = join(work, 'third');
      const restored = runScript('scripts/restore.ts', [second], { DATA_DIR: third });
      expect(restored.status, restored.stderr).toBe(0);
      expect(restored.stdout).toMatch(new RegExp(`into ${third}: \\d+ bookings, 1 uploaded files`));
      // The embedded database writes its files world-writable whatever the mask: the restore closes them.
      expect(worldWritable(third)).toEqual([]);
    },
  );
});

describe('npm run backup and npm run restore -- --help', () => {
  it.each([
    ['scripts/backup.ts', 'usage: npm run backup [-- --out <file.tar.gz>]'],
    ['scripts/restore.ts', 'usage: npm run restore -- <archive> [--to <folder>] [--force]'],
  ])('%s prints its usage, no stack trace; an unknown option says so', (script, usage) => {
    const help = runScript(script, ['--help'], { DATA_DIR: join(work, 'help') });
    expect(help.status, help.stderr).toBe(0);
    expect(help.stdout.trim()).toBe(usage);
    expect(help.stderr).toBe('');
    const wrong = runScript(script, ['--bogus'], { DATA_DIR: join(work, 'help') });
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain("Unknown option '--bogus'");
    expect(wrong.stderr).toContain(usage);
    expect(wrong.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('npm run backup on PostgreSQL', () => {
  it('writes nothing and says how to back up with pg_dump', () => {
    const out = join(work, 'backups', 'postgres.tar.gz');
    const run = runScript('scripts/backup.ts', ['--out', out], {
      DATABASE_URL: 'postgres://storefront@127.0.0.1:5432/storefront',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('pg_dump --format=custom');
    expect(run.stderr).toContain('docs/operations/backup.md');
    expect(existsSync(out)).toBe(false);
  });
});
