import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_COUNT_CAP } from '#domain/api/requests-desk.js';
import { requests } from '#server/db/schema/index.js';
import { indexedPartOf } from '#server/repositories/desk-search.js';
import { desk } from '#server/test/desk.js';
import { staffMember } from '#server/test/staff.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';

// A search that matches more requests than the inbox counts: a surname shared by 1,003 requests
// (703 new, 300 quoted), written straight into the table.

const SURNAME = `Okafor${randomUUID().slice(0, 6)}`;
const NEW = 703;
const QUOTED = 300;
let ctx: TestContext;
let staff: ReturnType<typeof desk>;

beforeAll(async () => {
  ctx = await createTestApp();
  const agent = await staffMember(ctx, 'agent', 'Neema');
  staff = desk(ctx, agent.headers);
  const start = Date.now() - 3 * 86_400_000;
  const rows = Array.from({ length: NEW + QUOTED }, (_, i) => ({
    reference: `TZ-CAP${SURNAME.slice(-6).toUpperCase()}${String(i).padStart(4, '0')}`,
    type: 'inquiry' as const,
    status: i < NEW ? ('new' as const) : ('quoted' as const),
    firstName: 'Amara',
    lastName: SURNAME,
    email: `amara-${i}@example.com`,
    phone: '+234 801 000 0000',
    itemName: 'Serengeti',
    guests: 2,
    receivedAt: new Date(start + i * 60_000),
  }));
  for (let i = 0; i < rows.length; i += 250) await ctx.database.db.insert(requests).values(rows.slice(i, i + 250));
  // What autovacuum does as a table grows: count how often each trigram of the search text occurs.
  await ctx.database.db.execute(sql`analyze requests`);
});
afterAll(() => ctx.close());

const list = async (query: string) => {
  const res = await staff.list(`?q=${SURNAME}${query}`);
  expect(res.statusCode).toBe(200);
  return res.body.data;
};

describe('GET /api/admin/requests: a search broader than the count cap', () => {
  it(`says "more than ${DESK_COUNT_CAP}" instead of counting every match, and still pages`, async () => {
    const page = await list('');
    expect(page).toMatchObject({ total: DESK_COUNT_CAP, total_capped: true, counts: {}, counts_capped: true });
    expect(page.requests).toHaveLength(25);
    expect(page.requests[0]?.reference).toBe(`TZ-CAP${SURNAME.slice(-6).toUpperCase()}${NEW + QUOTED - 1}`);
    expect(page.next_cursor).toEqual(expect.any(String));
  });

  it('counts one status exactly while it stays under the cap', async () => {
    const quoted = await list('&status=quoted');
    expect(quoted).toMatchObject({ total: QUOTED, total_capped: false, counts_capped: true });
    expect(quoted.requests.every((row) => row.status === 'quoted')).toBe(true);
    expect((await list('&status=new')).total).toBe(NEW);
  });

  it('walks every match by cursor, each once', async () => {
    const seen = new Set<string>();
    let query = '&limit=100';
    for (let page = 0; page < 12; page++) {
      const data = await list(query);
      for (const row of data.requests) seen.add(row.reference);
      if (!data.next_cursor) break;
      query = `&limit=100&cursor=${data.next_cursor}`;
    }
    expect(seen.size).toBe(NEW + QUOTED);
  });

  it('pages by offset in the same order as by cursor, within the first thousand matches and past them', async () => {
    const walk = async (query: string) => {
      const refs: string[] = [];
      let next = `${query}&limit=100`;
      for (let page = 0; page < 12; page++) {
        const data = await list(next);
        refs.push(...data.requests.map((row: { reference: string }) => row.reference));
        if (!data.next_cursor) break;
        next = `${query}&limit=100&cursor=${data.next_cursor}`;
      }
      return refs;
    };
    const refsOf = async (query: string) =>
      (await list(query)).requests.map((row: { reference: string }) => row.reference);
    const every = await walk('');
    expect(await refsOf('&offset=25&limit=25')).toEqual(every.slice(25, 50));
    const fresh = await walk('&status=new');
    expect(fresh).toHaveLength(NEW);
    // The newest thousand matches hold 701 new ones: this page ends past them.
    expect(await refsOf('&status=new&offset=690&limit=13')).toEqual(fresh.slice(690, 703));
    expect(await refsOf('&status=new&offset=650&limit=25')).toEqual(fresh.slice(650, 675));
  });

  it('counts a narrower search exactly', async () => {
    const one = await staff.list(`?q=amara-7@example.com`);
    expect(one.body.data).toMatchObject({ total: 1, total_capped: false, counts_capped: false });
    expect(one.body.data.counts).toMatchObject({ new: 1, quoted: 0 });
  });

  it('finds an e-mail among a thousand alike by its rare part, and checks the whole of it', async () => {
    // Every request here holds "amara", "example" and "com": the index is given "777" alone.
    expect(await indexedPartOf(ctx.database.db, 'amara-777@example.com')).toBe('777');
    const one = await staff.list('?q=AMARA-777@example.com');
    expect(one.body.data).toMatchObject({ total: 1, counts_capped: false });
    expect(one.body.data.requests[0]).toMatchObject({ customer: { email: 'amara-777@example.com' } });
    expect((await staff.list('?q=amara-777@example.org')).body.data.total).toBe(0);
    expect((await staff.list('?q=amara-77')).body.data.total).toBe(11);
  });
});

describe('GET /api/admin/requests: more requests than the count cap', () => {
  it('reads the deepest page by offset from the oldest end, in the asked order', async () => {
    const first = (await staff.list('?limit=1')).body.data;
    const all = Object.values(first.counts as Record<string, number>).reduce((sum, n) => sum + n, 0);
    expect(all).toBeGreaterThan(DESK_COUNT_CAP);
    const deepest = (await staff.list(`?limit=3&offset=${all - 3}`)).body.data.requests;
    const oldest = (await staff.list('?limit=3&sort=received_asc')).body.data.requests;
    expect(deepest.map((row: { reference: string }) => row.reference)).toEqual(
      oldest.map((row: { reference: string }) => row.reference).reverse(),
    );
  });
});
