import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
import * as t from '#server/db/schema/index.js';
import { seedDemoCatalogue } from './seed.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const countOf = async (table: typeof t.trips | typeof t.destinations | typeof t.currencies | typeof t.budgets) => {
  const [row] = await ctx.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
};

describe('the demo catalogue seed', () => {
  it('never seeds twice', async () => {
    const before = await Promise.all([
      countOf(t.trips),
      countOf(t.destinations),
      countOf(t.currencies),
      countOf(t.budgets),
    ]);
    expect(await seedDemoCatalogue(ctx.database.db)).toBe(false);
    const after = await Promise.all([
      countOf(t.trips),
      countOf(t.destinations),
      countOf(t.currencies),
      countOf(t.budgets),
    ]);
    expect(after).toEqual(before);
  });

  it('holds an agency-sized catalogue', async () => {
    expect(await countOf(t.destinations)).toBeGreaterThanOrEqual(16);
    expect(await countOf(t.trips)).toBeGreaterThanOrEqual(15);
    expect(await countOf(t.currencies)).toBeGreaterThanOrEqual(8);
  });
});
