import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DestinationSchema, type Destination } from '#domain/api/catalogue.js';
import { call } from '#server/test/http.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type List = { destinations: Destination[]; total: number; next_cursor: string | null };

describe('GET /api/destinations', () => {
  it('answers a page of destinations with every field of a destination', async () => {
    const res = await call<List>(ctx.app, '/api/destinations?limit=50');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: true, code: 200 });
    expect(res.body.data.total).toBeGreaterThanOrEqual(16);
    expect(res.body.data.destinations).toHaveLength(res.body.data.total);
    for (const destination of res.body.data.destinations) {
      DestinationSchema.strict().parse(destination);
      expect(destination.description).toMatch(/^<p>/);
      expect(destination.location.name).not.toBe('');
      expect(destination.region.name).not.toBe('');
      expect(destination.categories.length).toBeGreaterThan(0);
      expect(destination.facts.length).toBeGreaterThan(0);
      expect(destination.activities.length).toBeGreaterThan(0);
      expect(destination.image).toMatch(/^\/images\/.+\.webp$/);
      expect(destination.banner).toMatch(/^\/images\/.+\.webp$/);
    }
    const names = res.body.data.destinations.map((d) => d.name);
    expect(names).toEqual(expect.arrayContaining(['Stone Town', 'Nungwi', 'Serengeti', 'Ngorongoro Crater', 'Ruaha']));
  });

  it('defaults to 20 and pages with limit and offset', async () => {
    const all = await call<List>(ctx.app, '/api/destinations?limit=100');
    const first = await call<List>(ctx.app, '/api/destinations?limit=5');
    const second = await call<List>(ctx.app, '/api/destinations?limit=5&offset=5');
    expect(first.body.data.destinations.map((d) => d.uuid)).toEqual(
      all.body.data.destinations.slice(0, 5).map((d) => d.uuid),
    );
    expect(second.body.data.destinations.map((d) => d.uuid)).toEqual(
      all.body.data.destinations.slice(5, 10).map((d) => d.uuid),
    );
    const beyond = await call<List>(ctx.app, '/api/destinations?offset=1000');
    expect(beyond.body.data).toEqual({ destinations: [], total: all.body.data.total, next_cursor: null });
  });

  it('pages by keyset too: next_cursor walks every destination once, in order, and is null on the last page', async () => {
    const all = await call<List>(ctx.app, '/api/destinations?limit=100');
    const walked: string[] = [];
    let url = '/api/destinations?limit=6';
    for (let page = 0; page < 20; page++) {
      const res = await call<List>(ctx.app, url);
      expect(res.body.data.total).toBe(all.body.data.total);
      walked.push(...res.body.data.destinations.map((d) => d.uuid));
      if (res.body.data.next_cursor === null) break;
      url = `/api/destinations?limit=6&cursor=${res.body.data.next_cursor}`;
    }
    expect(walked).toEqual(all.body.data.destinations.map((d) => d.uuid));
    const exact = await call<List>(ctx.app, `/api/destinations?limit=${all.body.data.total}`);
    expect(exact.body.data.next_cursor).toBeNull();
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=2.5', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=x', 'offset'],
    ['cursor=not-a-cursor', 'cursor'],
    [`cursor=${Buffer.from('["trips",0,1]').toString('base64url')}`, 'cursor'],
  ])('rejects %s with 422', async (query, field) => {
    const res = await call(ctx.app, `/api/destinations?${query}`);
    expect(res.statusCode).toBe(422);
    expect(res.body.status).toBe(false);
    expect(res.body.code).toBe(422);
    expect(res.body.errors?.[field]?.[0]).toMatch(new RegExp(field));
    expect(res.body.message).toBe(res.body.errors?.[field]?.[0]);
  });
});

describe('GET and POST /api/destinations/{uuid}', () => {
  it('answers one destination by uuid, with either method', async () => {
    const list = await call<List>(ctx.app, '/api/destinations?limit=1');
    const wanted = list.body.data.destinations[0]!;
    for (const method of ['GET', 'POST'] as const) {
      const res = await call<{ destination: Destination }>(ctx.app, {
        method,
        url: `/api/destinations/${wanted.uuid}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.body.data.destination).toEqual(wanted);
    }
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1'])('answers 404 for %s', async (uuid) => {
    const res = await call(ctx.app, `/api/destinations/${uuid}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ status: false, code: 404, message: 'Destination not found' });
  });
});

describe('GET /api/get-testimonals', () => {
  it('answers approved testimonials only, newest first', async () => {
    const { testimonials } = await import('#server/db/schema/index.js');
    await ctx.database.db.insert(testimonials).values({
      authorName: 'Pending Person',
      comments: 'Waiting for approval',
      status: 'pending',
      createdAt: new Date(),
    });
    const res = await call<{
      testimonials: {
        comments: string;
        created_at: string;
        rating: number;
        tourist: { name: string; country: string | null; country_code: string | null };
      }[];
    }>(ctx.app, '/api/get-testimonals');
    expect(res.statusCode).toBe(200);
    const list = res.body.data.testimonials;
    expect(list.length).toBeGreaterThanOrEqual(10);
    expect(list.some((t) => t.tourist.name === 'Pending Person')).toBe(false);
    const dates = list.map((t) => Date.parse(t.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const t of list) {
      expect(t.rating).toBeGreaterThanOrEqual(1);
      expect(t.tourist.name).not.toBe('');
      expect(t.tourist.country).toEqual(expect.any(String));
    }
  });

  it("names each tourist's country in English and by its code, which a page names it by in its own language", async () => {
    const res = await call<{ testimonials: { tourist: { name: string; country: string; country_code: string } }[] }>(
      ctx.app,
      '/api/get-testimonals',
    );
    const thabo = res.body.data.testimonials.find((t) => t.tourist.name === 'Thabo Nkosi');
    expect(thabo?.tourist).toEqual({ name: 'Thabo Nkosi', country: 'South Africa', country_code: 'ZA' });
  });
});
