import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
import {
  bumpCatalogueVersion,
  createCatalogueVersionSource,
  readCatalogueVersion,
  type CatalogueVersionSource,
} from './catalogue-version.js';

let ctx: TestContext | undefined;
let source: CatalogueVersionSource | undefined;
afterEach(async () => {
  await source?.stop();
  await ctx?.close();
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

  it('costs no query per read on the embedded database, one per read on PostgreSQL (other processes write there)', async () => {
    let queries = 0;
    ctx = await createTestApp({ onQuery: () => queries++ });
    source = await createCatalogueVersionSource(ctx.database);
    queries = 0;
    for (let i = 0; i < 5; i++) await source.read();
    expect(queries).toBe(ctx.database.kind === 'pglite' ? 0 : 5);
  });
});
