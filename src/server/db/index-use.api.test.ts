import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desk, visitor } from '#server/test/desk.js';
import { call } from '#server/test/http.js';
import { futureDates, loadReference } from '#server/test/requests-test-data.js';
import { staffMember } from '#server/test/staff.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
import { signUp } from '#server/test/users.js';

// Every statement the storefront's lists and the desk run is planned with sequential scans switched
// off: the planner still picks one when no index can serve the query, so a "Seq Scan" on a table that
// grows with the business means a filter or a sort without its index (bench/scale.mjs measures the cost).

const GROWING = new Set([
  'trips',
  'trip_destinations',
  'trip_points',
  'trip_categories',
  'trip_addons',
  'trip_not_addons',
  'budgets',
  'destinations',
  'destination_facts',
  'destination_activities',
  'destination_categories',
  'ratings',
  'likes',
  'cart_items',
  'users',
  'requests',
  'request_events',
  'bookings',
  'inquiries',
  'mail_outbox',
]);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const seqScans = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' && node['Relation Name'] && GROWING.has(node['Relation Name'])
    ? [node['Relation Name']]
    : []),
  ...(node.Plans ?? []).flatMap(seqScans),
];

const indexesUsed = (node: PlanNode): string[] => [
  ...(node['Index Name'] ? [node['Index Name']] : []),
  ...(node.Plans ?? []).flatMap(indexesUsed),
];

/** A parameter as a literal of unknown type: PostgreSQL gives it the type its place needs, as with $n. */
const literal = (value: unknown): string => {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `'${text.replaceAll("'", "''")}'`;
};

let ctx: TestContext;
let recording = false;
const statements: { text: string; params: unknown[] }[] = [];

beforeAll(async () => {
  ctx = await createTestApp({
    env: { CATALOGUE_CACHE_SECONDS: '0', RATE_LIMIT_ALLOW: '127.0.0.1' },
    onQuery: (text, params) => {
      if (recording && /^\s*(select|with)\b/i.test(text)) statements.push({ text, params });
    },
  });
});
afterAll(() => ctx.close());

interface Planned {
  text: string;
  scans: string[];
  indexes: string[];
}

/** `bitmapOnly`: index scans off too, so a filter is served by an index condition or not at all. */
async function plansOf(calls: () => Promise<void>, { bitmapOnly = false } = {}): Promise<Planned[]> {
  statements.length = 0;
  recording = true;
  await calls();
  recording = false;
  const found = [];
  for (const { text, params } of [...statements]) {
    const bound = text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
    const result = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      if (bitmapOnly) {
        await tx.execute(sql`set local enable_indexscan = off`);
        await tx.execute(sql`set local enable_indexonlyscan = off`);
      }
      return tx.execute(sql.raw(`explain (format json) ${bound}`));
    });
    const { rows } = result as unknown as { rows: { 'QUERY PLAN': unknown }[] };
    const plan = rows[0]?.['QUERY PLAN'];
    const [root] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
    found.push({ text, scans: root ? seqScans(root.Plan) : [], indexes: root ? indexesUsed(root.Plan) : [] });
  }
  return found;
}

const expectIndexesOnly = (plans: Planned[]) => {
  expect(plans.length).toBeGreaterThan(0);
  for (const plan of plans) expect(plan.scans, plan.text).toEqual([]);
};

const ok = async (url: string, headers?: Record<string, string>) => {
  const res = await call(ctx.app, { url, headers });
  expect(res.statusCode, url).toBe(200);
  return res.body.data;
};

describe('every list and page reads growing tables through an index', () => {
  it('the storefront: trip and destination lists (every filter, a deep page), one trip, one destination', async () => {
    const plans = await plansOf(async () => {
      const { trips } = await ok('/api/trips?limit=5');
      const { destinations } = await ok('/api/destinations?limit=5');
      const splash = await ok('/api/splash');
      await ok('/api/trips?limit=5&offset=10');
      await ok(`/api/trips?limit=5&location=${splash.locations[0].id}`);
      await ok(`/api/trips?limit=5&destination=${destinations[0].uuid}`);
      await ok('/api/destinations?limit=5&offset=5');
      await ok(`/api/trips/${trips[0].uuid}`);
      await ok(`/api/destinations/${destinations[0].uuid}`);
    });
    expectIndexesOnly(plans);
  });

  it('the trips of a typed search (`q`): the places are found in memory, their trips through an index', async () => {
    // The place index reads the catalogue's names whole, once per catalogue version (search/place-finder.ts).
    await ok('/api/search?q=Sansibar');
    const plans = await plansOf(async () => {
      expect((await ok('/api/trips?limit=5&q=Sansibar')).trips.length).toBeGreaterThan(0);
    });
    expectIndexesOnly(plans);
    // A search itself reads nothing but the catalogue's version (none at all where the version is known).
    const searched = await plansOf(async () => {
      expect((await ok('/api/search?q=Serengetti')).places.length).toBe(1);
    });
    expect(searched.map((plan) => plan.text).filter((text) => !text.includes('catalogue_state'))).toEqual([]);
  });

  it('the desk: the inbox under every filter, sort and search, a deep page, one request, the overview', async () => {
    const agent = await staffMember(ctx, 'agent', 'Neema');
    const ref = await loadReference(ctx.app);
    const sent = await visitor(ctx, ref, agent.headers).booksTrip({ start_date: futureDates().low });
    const staff = desk(ctx, agent.headers);
    const plans = await plansOf(async () => {
      for (const query of [
        '',
        '?type=inquiry',
        '?status=new',
        '?type=trip_booking&status=new',
        '?overdue=true',
        '?travel_from=2026-01-01&travel_to=2027-12-31',
        '?travel_from=2026-06-01&travel_to=2026-06-30',
        '?travel_from=2026-06-01&travel_to=2026-06-30&status=new&sort=received_asc',
        '?sort=received_asc',
        '?sort=travel_asc',
        '?sort=travel_desc',
        '?offset=1&limit=1',
        `?q=${sent.reference}`,
        `?q=${sent.reference.slice(0, 5)}`,
        '?q=Lena',
        '?q=lena-',
        '?q=255%20712',
        '?q=Lena&status=new&sort=travel_asc',
      ]) {
        const res = await staff.list(query);
        expect(res.statusCode, query).toBe(200);
      }
      await ok(`/api/admin/requests/${sent.uuid}`, agent.headers);
      await ok('/api/admin/overview', agent.headers);
    });
    expectIndexesOnly(plans);
  });

  it("the desk's search finds its matches through its indexes (reference range, trigrams), never by reading every request", async () => {
    const agent = await staffMember(ctx, 'agent', 'Zuri');
    const staff = desk(ctx, agent.headers);
    const plans = await plansOf(
      async () => {
        for (const q of ['TZ-AB', 'Lena', 'lena-', '255%20712', 'Lena%20Mwangi']) {
          const res = await staff.list(`?q=${q}`);
          expect(res.statusCode, q).toBe(200);
        }
      },
      { bitmapOnly: true },
    );
    // One statement a search: the count reads the matches, and the page then reads their rows by id.
    const searches = plans.filter((plan) => /search_text/.test(plan.text));
    expect(searches.length).toBe(5);
    for (const plan of searches) {
      expect(plan.scans, plan.text).toEqual([]);
      expect(plan.indexes, plan.text).toContain('requests_search_trgm_idx');
    }
    // Only a text that can begin a reference is looked for among them.
    expect(searches.filter((plan) => plan.indexes.includes('requests_reference_prefix_idx'))).toHaveLength(1);
  });

  it("a tourist's dashboard", async () => {
    const tourist = await signUp(ctx.app);
    const plans = await plansOf(async () => {
      await ok('/api/user/dashboard', tourist.headers);
    });
    expectIndexesOnly(plans);
  });
});
