import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_COUNT_CAP } from '#domain/api/requests-desk.js';
import { requests } from '#server/db/schema/index.js';
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

  it('counts a narrower search exactly', async () => {
    const one = await staff.list(`?q=amara-7@example.com`);
    expect(one.body.data).toMatchObject({ total: 1, total_capped: false, counts_capped: false });
    expect(one.body.data.counts).toMatchObject({ new: 1, quoted: 0 });
  });
});
