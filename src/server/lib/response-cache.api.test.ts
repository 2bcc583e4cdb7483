import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Trip } from '#domain/api/catalogue.js';
import { buildApp } from '#server/app.js';
import { trips } from '#server/db/schema/index.js';
import { bumpCatalogueVersion } from '#server/repositories/catalogue-version.js';
import { call } from '#server/test/http.js';
import { staffMember } from '#server/test/staff.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
import { signUp } from '#server/test/users.js';

// Two server processes on one database: A and B are separate apps (separate micro-caches) sharing
// the same database, as two processes behind a balancer share one PostgreSQL.
let ctx: TestContext;
let second: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestApp({ env: { CATALOGUE_CACHE_SECONDS: '30' } });
  second = await buildApp({ env: ctx.env, db: ctx.database.db });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});

const firstTrip = async (app: FastifyInstance) =>
  (await call<{ trips: Trip[] }>(app, '/api/trips?limit=1')).body.data.trips[0]!;

describe('a cached answer on the wire', () => {
  it('goes out compressed as each client accepts it, the same answer in every encoding', async () => {
    const url = '/api/trips?limit=20';
    const plain = await ctx.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const answer = plain.rawPayload;
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br', 'br', brotliDecompressSync],
    ] as const) {
      const res = await ctx.app.inject({ url, headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(decode(res.rawPayload).equals(answer)).toBe(true);
      expect(res.rawPayload.length).toBeLessThan(answer.length / 3);
    }
  });
});

describe('the catalogue micro-cache across processes', () => {
  it('keeps an answer while the catalogue version stands', async () => {
    const before = await firstTrip(ctx.app);
    await ctx.database.db.update(trips).set({ name: 'Renamed without a bump' }).where(eq(trips.uuid, before.uuid));
    expect((await firstTrip(ctx.app)).name).toBe(before.name);
  });

  it('answers fresh at once after another process bumps the version', async () => {
    const cached = await firstTrip(ctx.app);
    await ctx.database.db.update(trips).set({ name: 'Kilimanjaro Renamed' }).where(eq(trips.uuid, cached.uuid));
    await ctx.database.db.transaction((tx) => bumpCatalogueVersion(tx));
    expect((await firstTrip(ctx.app)).name).toBe('Kilimanjaro Renamed');
    expect((await firstTrip(second)).name).toBe('Kilimanjaro Renamed');
  });

  it('gives a new ETag for the new version, so a browser revalidating gets the fresh answer', async () => {
    const first = await ctx.app.inject('/api/trips?limit=1');
    const etag = first.headers.etag as string;
    await ctx.database.db.transaction((tx) => bumpCatalogueVersion(tx));
    expect((await ctx.app.inject({ url: '/api/trips?limit=1', headers: { 'if-none-match': etag } })).statusCode).toBe(
      304,
    );
    const [trip] = (await call<{ trips: Trip[] }>(ctx.app, '/api/trips?limit=1')).body.data.trips;
    await ctx.database.db.update(trips).set({ name: 'Third name' }).where(eq(trips.uuid, trip!.uuid));
    await ctx.database.db.transaction((tx) => bumpCatalogueVersion(tx));
    const fresh = await ctx.app.inject({ url: '/api/trips?limit=1', headers: { 'if-none-match': etag } });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers.etag).not.toBe(etag);
  });

  it('shows a rating hidden through the other process’s back office at once', async () => {
    const trip = await firstTrip(ctx.app);
    const tourist = await signUp(ctx.app);
    const rated = await call(ctx.app, {
      method: 'POST',
      url: '/api/submit_rating',
      headers: tourist.headers,
      payload: { rateable_type: 'trip', rateable_uuid: trip.uuid, rating: 1, comment: 'Spam' },
    });
    const warm = await firstTrip(ctx.app);
    expect(warm.ratings_count).toBe(trip.ratings_count + 1);
    const agent = await staffMember(ctx, 'agent');
    const hidden = await call(second, {
      method: 'POST',
      url: `/api/admin/ratings/${rated.body.data.rating.uuid}/hide`,
      headers: agent.headers,
    });
    expect(hidden.statusCode).toBe(200);
    expect((await firstTrip(ctx.app)).ratings_count).toBe(trip.ratings_count);
  });
});
