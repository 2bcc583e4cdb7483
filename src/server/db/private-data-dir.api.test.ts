import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpDatabase, type SetUpDatabase } from './setup.js';

/** Every path under `dir` whose mode is not 600 (files) or 700 (folders), with its mode. */
function openModes(dir: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const stat = statSync(path);
    const mode = stat.mode & 0o777;
    if (mode !== (stat.isDirectory() ? 0o700 : 0o600)) found.push(`${path.slice(dir.length)} ${mode.toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return found;
}

let dataDir: string;
let database: SetUpDatabase;
let previousMask: number;
beforeAll(async () => {
  // The machine's usual mask, and a folder an older version left world-writable.
  previousMask = process.umask(0o022);
  dataDir = mkdtempSync(join(tmpdir(), 'storefront-private-'));
  mkdirSync(join(dataDir, 'passports'), { mode: 0o777 });
  writeFileSync(join(dataDir, 'passports', 'old.jpg'), 'x');
  chmodSync(join(dataDir, 'passports', 'old.jpg'), 0o666);
  chmodSync(join(dataDir, 'passports'), 0o777);
  database = await setUpDatabase({ dataDir, seed: false });
});
afterAll(async () => {
  await database?.close();
  process.umask(previousMask);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the data folder after a start', () => {
  it('reports what others could read or write before the start, and closes it', () => {
    expect(database.loosenedBeforeStart).toEqual(expect.arrayContaining(['passports', 'passports/old.jpg']));
  });

  it('keeps every file of the embedded database 600 and every folder 700', () => {
    expect(readdirSync(join(dataDir, 'pglite')).length).toBeGreaterThan(5);
    expect(openModes(dataDir)).toEqual([]);
  });

  it('creates later files privately too (a new table, a new upload)', async () => {
    await database.db.execute(sql`create table private_mode_probe (id int primary key, note text)`);
    await database.db.execute(sql`insert into private_mode_probe values (1, 'x')`);
    await database.db.execute(sql`checkpoint`);
    mkdirSync(join(dataDir, 'outbox'), { recursive: true });
    writeFileSync(join(dataDir, 'outbox', 'mail.eml'), 'x');
    expect(openModes(dataDir)).toEqual([]);
  });
});
