import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newPglite } from '#server/db/pglite.js';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { setUpDatabase } from '#server/db/setup.js';
import { withDatabase } from './postgres-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated, seeded template database each test file copies */
    pgTemplateUrl: string;
    /** PGlite: a dump of the migrated, seeded data directory each test file loads */
    pgliteDump: string;
  }
}

/**
 * Migrates and seeds once; every test file then starts from its own copy (about half a second). The demo
 * requests are left out: a test counts the requests it makes (seed.api.test.ts seeds them itself).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `storefront_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${template}`);
    await admin.end();
    const templateUrl = withDatabase(url, template);
    const handle = await setUpDatabase({ databaseUrl: templateUrl, seed: true, demoRequests: false });
    await handle.close();
    project.provide('pgTemplateUrl', templateUrl);
    project.provide('pgliteDump', '');
    return async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ datname: string }>(
        `select datname from pg_database where datname = $1 or datname like $2`,
        [template, `${template}_f%`],
      );
      for (const row of rows) await client.query(`drop database if exists ${row.datname} with (force)`);
      await client.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'storefront-pglite-'));
  const instance = newPglite();
  const handle = await setUpDatabase({ pglite: instance, seed: true, demoRequests: false });
  const dump = await instance.dumpDataDir('none');
  await handle.close();
  const file = join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  project.provide('pgTemplateUrl', '');
  return async () => rmSync(dir, { recursive: true, force: true });
}
