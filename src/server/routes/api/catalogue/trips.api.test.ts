import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TripSchema, type Trip } from '#domain/api/catalogue.js';
import { trips } from '#server/db/schema/index.js';
import { call } from '#server/test/http.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';

let ctx: TestContext;
const queries: string[] = [];
beforeAll(async () => {
  // No micro-cache here: every call must reach the database for the query count to mean something.
  ctx = await createTestApp({ env: { CATALOGUE_CACHE_SECONDS: '0' }, onQuery: (sql) => queries.push(sql) });
});
afterAll(() => ctx.close());

type List = { trips: Trip[]; total: number; next_cursor: string | null };

describe('GET /api/trips', () => {
  it('answers published trips with every nested relation', async () => {
    const res = await call<List>(ctx.app, '/api/trips?limit=50');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: true, code: 200 });
    const list = res.body.data.trips;
    expect(list.length).toBeGreaterThanOrEqual(14);
    expect(res.body.data.total).toBe(list.length);
    for (const trip of list) {
      TripSchema.strict().parse(trip);
      expect(trip.is_published).toBe(true);
      expect(trip.trip_destinations.length).toBeGreaterThan(0);
      expect(trip.trip_points.map((p) => p.order)).toEqual(
        [...trip.trip_points.map((p) => p.order)].sort((a, b) => a - b),
      );
      expect(trip.trip_addons.length).toBeGreaterThan(0);
      expect(trip.trip_not_addons.length).toBeGreaterThan(0);
      // Low and High × every service class × 2, 4 and 6 guests
      expect(trip.budgets).toHaveLength(2 * 3 * 3);
      expect(new Set(trip.budgets.map((b) => `${b.season.name}/${b.service_class.name}/${b.quantity}`)).size).toBe(18);
      expect(trip.base_price).toBe(Math.min(...trip.budgets.map((b) => b.price)));
    }
    const types = new Set(list.map((t) => t.trip_type.name));
    expect(types).toContain('Cultural & Historic Tour');
    expect(types).toContain('Beach & Adventure Tour');
  });

  it('never lists or serves the unpublished trip', async () => {
    const [draft] = await ctx.database.db.select({ uuid: trips.uuid }).from(trips).where(eq(trips.isPublished, false));
    expect(draft).toBeDefined();
    const list = await call<List>(ctx.app, '/api/trips?limit=100');
    expect(list.body.data.trips.some((t) => t.uuid === draft!.uuid)).toBe(false);
    for (const method of ['GET', 'POST'] as const) {
      const res = await call(ctx.app, { method, url: `/api/trips/${draft!.uuid}` });
      expect(res.statusCode).toBe(404);
      expect(res.body).toEqual({ status: false, code: 404, message: 'Trip not found' });
    }
  });

  it('keeps only trips visiting a location when `location` is given', async () => {
    const locations = await call<{ locations: { id: number; name: string }[] }>(ctx.app, '/api/locations');
    const serengeti = locations.body.data.locations.find((l) => l.name === 'Serengeti')!;
    const all = await call<List>(ctx.app, '/api/trips?limit=100');
    const filtered = await call<List>(ctx.app, `/api/trips?limit=100&location=${serengeti.id}`);
    const expected = all.body.data.trips.filter((t) =>
      t.trip_destinations.some((d) => d.destination.location.id === serengeti.id),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(filtered.body.data.trips.map((t) => t.uuid)).toEqual(expected.map((t) => t.uuid));
    expect(filtered.body.data.total).toBe(expected.length);
    const nowhere = await call<List>(ctx.app, '/api/trips?location=999999');
    expect(nowhere.body.data).toEqual({ trips: [], total: 0, next_cursor: null });
  });

  it('keeps only trips visiting a destination when `destination` is given, narrower than its location', async () => {
    const all = (await call<List>(ctx.app, '/api/trips?limit=100')).body.data.trips;
    const visitingOf = (uuid: string) =>
      all.filter((t) => t.trip_destinations.some((d) => d.destination.uuid === uuid));
    const inLocationOf = (id: number) =>
      all.filter((t) => t.trip_destinations.some((d) => d.destination.location.id === id));
    // A destination with fewer trips than its location, so the filter is visibly narrower.
    const nungwi = all
      .flatMap((t) => t.trip_destinations.map((d) => d.destination))
      .find((d) => visitingOf(d.uuid).length < inLocationOf(d.location.id).length)!;
    expect(nungwi).toBeDefined();
    const visiting = visitingOf(nungwi.uuid);
    expect(visiting.length).toBeGreaterThan(1);

    const filtered = await call<List>(ctx.app, `/api/trips?limit=100&destination=${nungwi.uuid}`);
    expect(filtered.statusCode).toBe(200);
    expect(filtered.body.data.trips.map((t) => t.uuid)).toEqual(visiting.map((t) => t.uuid));
    expect(filtered.body.data.total).toBe(visiting.length);

    const paged = await call<List>(ctx.app, `/api/trips?limit=1&offset=1&destination=${nungwi.uuid}`);
    expect(paged.body.data.trips.map((t) => t.uuid)).toEqual(visiting.slice(1, 2).map((t) => t.uuid));
    expect(paged.body.data.total).toBe(visiting.length);

    // With a location too, both must hold.
    const elsewhere = all
      .flatMap((t) => t.trip_destinations)
      .find((d) => d.destination.location.id !== nungwi.location.id)!;
    const both = await call<List>(
      ctx.app,
      `/api/trips?destination=${nungwi.uuid}&location=${elsewhere.destination.location.id}`,
    );
    expect(both.body.data).toEqual({ trips: [], total: 0, next_cursor: null });

    const unknown = await call<List>(ctx.app, '/api/trips?destination=00000000-0000-4000-8000-000000000000');
    expect(unknown.body.data).toEqual({ trips: [], total: 0, next_cursor: null });
  });

  it.each([
    'limit=0',
    'limit=1000',
    'offset=-5',
    'location=abc',
    'location=-1',
    'location=1.5',
    'destination=nungwi',
    "destination=x'; drop table trips; --",
    'cursor=',
    'cursor=abc',
    `cursor=${Buffer.from('["destinations",0,1]').toString('base64url')}`,
    `cursor=${Buffer.from('["trips",0,1e12]').toString('base64url')}`,
    `cursor=${'a'.repeat(201)}`,
  ])('rejects %s with 422', async (query) => {
    const res = await call(ctx.app, `/api/trips?${query}`);
    expect(res.statusCode).toBe(422);
    expect(res.body.status).toBe(false);
    expect(Object.keys(res.body.errors ?? {})).toContain(query.split('=')[0]);
  });

  it('pages by keyset: following next_cursor reads the same trips as offset, to null on the last page', async () => {
    const all = await call<List>(ctx.app, '/api/trips?limit=100');
    expect(all.body.data.next_cursor).toBeNull();
    const walked: string[] = [];
    let url = '/api/trips?limit=4';
    for (let page = 0; page < 20; page++) {
      const res = await call<List>(ctx.app, url);
      expect(res.statusCode).toBe(200);
      expect(res.body.data.total).toBe(all.body.data.total);
      walked.push(...res.body.data.trips.map((trip) => trip.uuid));
      const next = res.body.data.next_cursor;
      if (next === null) break;
      // a cursor ignores offset: it carries its own place
      url = `/api/trips?limit=4&offset=9999&cursor=${next}`;
    }
    expect(walked).toEqual(all.body.data.trips.map((trip) => trip.uuid));
    const offsetPage = await call<List>(ctx.app, '/api/trips?limit=4&offset=4');
    const first = await call<List>(ctx.app, '/api/trips?limit=4');
    const cursorPage = await call<List>(ctx.app, `/api/trips?limit=4&cursor=${first.body.data.next_cursor}`);
    expect(cursorPage.body.data).toEqual(offsetPage.body.data);
  });

  it('keeps the filter on every keyset page', async () => {
    const locations = await call<{ locations: { id: number; name: string }[] }>(ctx.app, '/api/locations');
    let busiest: { id: number } | undefined;
    let all: { body: { data: List } } | undefined;
    for (const location of locations.body.data.locations) {
      all = await call<List>(ctx.app, `/api/trips?limit=100&location=${location.id}`);
      busiest = location;
      if (all.body.data.total >= 4) break;
    }
    expect(all!.body.data.total).toBeGreaterThanOrEqual(4);
    const first = await call<List>(ctx.app, `/api/trips?limit=2&location=${busiest!.id}`);
    const second = await call<List>(
      ctx.app,
      `/api/trips?limit=2&location=${busiest!.id}&cursor=${first.body.data.next_cursor}`,
    );
    expect(second.body.data.total).toBe(all!.body.data.total);
    expect([...first.body.data.trips, ...second.body.data.trips].map((trip) => trip.uuid)).toEqual(
      all!.body.data.trips.slice(0, 4).map((trip) => trip.uuid),
    );
  });

  it('runs the same number of queries for 1 trip as for 50 (no query per row)', async () => {
    const statementsOf = async (url: string) => {
      queries.length = 0;
      await call(ctx.app, url);
      return queries.length;
    };
    const forOne = await statementsOf('/api/trips?limit=1');
    expect(await statementsOf('/api/trips?limit=50')).toBe(forOne);
    expect(forOne).toBeLessThanOrEqual(2);
    await call(ctx.app, '/api/destinations?limit=50'); // stores their texts: not read before in this file
    expect(await statementsOf('/api/destinations?limit=50')).toBeLessThanOrEqual(2);
    // Bodies a save forgot are read, rebuilt and stored back with three more statements, however many rows.
    await ctx.database.db.execute(sql`update trip_documents set body = null, rev = rev + 1`);
    const coldOne = await statementsOf('/api/trips?limit=1');
    expect(await statementsOf('/api/trips?limit=50')).toBe(coldOne);
    expect(coldOne).toBe(forOne + 3);
    // a keyset page also counts the whole list apart: its window sees only the rows after the cursor
    const first = await call<List>(ctx.app, '/api/trips?limit=2');
    queries.length = 0;
    await call(ctx.app, `/api/trips?limit=2&cursor=${first.body.data.next_cursor}`);
    expect(queries.length).toBeLessThanOrEqual(3);
  });
});

describe('GET and POST /api/trips/{uuid}', () => {
  it('answers one trip with status, code, message and data.trip', async () => {
    const list = await call<List>(ctx.app, '/api/trips?limit=3');
    const wanted = list.body.data.trips[2]!;
    for (const method of ['GET', 'POST'] as const) {
      const res = await call<{ trip: Trip }>(ctx.app, { method, url: `/api/trips/${wanted.uuid}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatchObject({ status: true, code: 200, message: 'Trip fetched successfully' });
      expect(res.body.data.trip).toEqual(wanted);
    }
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'nope', "x'; drop table trips; --"])(
    'answers 404 for %s',
    async (uuid) => {
      const res = await call(ctx.app, `/api/trips/${encodeURIComponent(uuid)}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).toEqual({ status: false, code: 404, message: 'Trip not found' });
    },
  );
});
