import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpCatalogueVersion } from '#server/repositories/catalogue-version.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';

// Right after a catalogue save every cached answer misses at once: a burst of visitors of one list
// must cost one computation, not one per visitor.
let ctx: TestContext;
const statements: string[] = [];
beforeAll(async () => {
  ctx = await createTestApp({
    env: { CATALOGUE_CACHE_SECONDS: '30', RATE_LIMIT_ALLOW: '127.0.0.1' },
    onQuery: (sql) => statements.push(sql),
  });
});
afterAll(() => ctx.close());

const listReads = () => statements.filter((sql) => sql.includes('count(*) over ()')).length;

describe('the catalogue micro-cache under a burst', () => {
  it('computes a missed answer once for twenty readers arriving together', async () => {
    await ctx.database.db.transaction((tx) => bumpCatalogueVersion(tx));
    statements.length = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, () => ctx.app.inject('/api/trips?limit=7')));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((res) => res.headers.etag)).size).toBe(1);
    expect(listReads()).toBe(1);
  });
});
