import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#server/db/client.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
import {
  bumpCatalogueVersion,
  createCatalogueVersionSource,
  readCatalogueVersion,
  type CatalogueVersionSource,
} from './catalogue-version.js';

let ctx: TestContext | undefined;
let source: CatalogueVersionSource | undefined;
let other: DatabaseHandle | undefined;
afterEach(async () => {
  await source?.stop();
  await other?.close();
  await ctx?.close();
  other = undefined;
});

const onPostgres = Boolean(inject('pgTemplateUrl'));

/** A bump as another server process makes it: its own connection, no code of this process. */
const bumpElsewhere = (database: DatabaseHandle) =>
  database.db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`update catalogue_state set version = version + 1 where id = 1 returning version`,
    );
    const [row] = (result as unknown as { rows: { version: number }[] }).rows;
    await tx.execute(sql`select pg_notify('catalogue_version', ${String(row!.version)})`);
  });

describe('the catalogue version as pages read it', () => {
  it('is the newest committed version, before and after a bump, and a rolled-back bump changes nothing', async () => {
    ctx = await createTestApp();
    const { db } = ctx.database;
    source = await createCatalogueVersionSource(ctx.database);
    const start = await readCatalogueVersion(db);
    expect(await source.read()).toBe(start);

    await db.transaction((tx) => bumpCatalogueVersion(tx));
    expect(await source.read()).toBe(start + 1);

    await expect(
      db.transaction(async (tx) => {
        await bumpCatalogueVersion(tx);
        throw new Error('the save failed');
      }),
    ).rejects.toThrow('the save failed');
    expect(await source.read()).toBe(start + 1);
    expect(await readCatalogueVersion(db)).toBe(start + 1);
  });

  it('costs no query per read, on either database', async () => {
    let queries = 0;
    ctx = await createTestApp({ onQuery: () => queries++ });
    source = await createCatalogueVersionSource(ctx.database);
    queries = 0;
    for (let i = 0; i < 5; i++) await source.read();
    expect(queries).toBe(0);
  });

  it.runIf(onPostgres)('learns a bump of another process from its announcement, still without a query', async () => {
    let queries = 0;
    ctx = await createTestApp({ onQuery: () => queries++ });
    source = await createCatalogueVersionSource(ctx.database);
    other = await openDatabase({ databaseUrl: ctx.app.env.DATABASE_URL!, poolSize: 1 });
    const start = await source.read();
    queries = 0;
    await bumpElsewhere(other);
    await vi.waitFor(async () => expect(await source!.read()).toBe(start + 1), { timeout: 5000, interval: 10 });
    expect(queries).toBe(0);
  });

  it.runIf(onPostgres)(
    'asks the database while its listening connection is down, and stops once it is back',
    async () => {
      let queries = 0;
      ctx = await createTestApp({ onQuery: () => queries++ });
      source = await createCatalogueVersionSource(ctx.database);
      other = await openDatabase({ databaseUrl: ctx.app.env.DATABASE_URL!, poolSize: 1 });
      const start = await source.read();
      const cut = (await other.db.execute(
        sql`select pg_terminate_backend(pid) as cut from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
      )) as unknown as { rows: unknown[] };
      expect(cut.rows.length).toBeGreaterThan(0);
      // The drop is noticed, then every read asks: a bump made meanwhile is seen although its announcement was lost.
      await vi.waitFor(
        async () => {
          queries = 0;
          await source!.read();
          expect(queries).toBe(1);
        },
        { timeout: 5000, interval: 10 },
      );
      await bumpElsewhere(other);
      expect(await source.read()).toBe(start + 1);
      // Listening again (half a second later): reads cost nothing, and announcements arrive again.
      await vi.waitFor(
        async () => {
          queries = 0;
          await source!.read();
          expect(queries).toBe(0);
        },
        { timeout: 5000, interval: 50 },
      );
      await bumpElsewhere(other);
      await vi.waitFor(async () => expect(await source!.read()).toBe(start + 2), { timeout: 5000, interval: 10 });
      expect(queries).toBe(0);
    },
  );
});
