import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SplashSchema } from '#domain/api/reference.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
import { call } from '#server/test/http.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/splash', () => {
  it('answers every reference list in the envelope', async () => {
    const res = await call(ctx.app, '/api/splash');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: true, code: 200, message: expect.any(String) });
    const data = SplashSchema.parse(res.body.data);
    expect(data.currencies[0]).toMatchObject({ code: 'USD', symbol: '$', rate: 1 });
    expect(data.currencies.map((c) => c.code)).toEqual(expect.arrayContaining(['USD', 'EUR', 'GBP', 'TZS', 'KES']));
    expect(data.currencies.length).toBeGreaterThanOrEqual(8);
    expect(data.countries).toHaveLength(249);
    expect(data.countries.find((c) => c.code === 'TZ')?.name).toBe('Tanzania');
    expect(data.searviceClasses[0]?.name).toBe('Economy');
    expect(data.genders.length).toBeGreaterThanOrEqual(2);
    expect(data.seasons.map((s) => s.name)).toEqual(['Low', 'High']);
    expect(data.tripTypes.map((t) => t.name)).toEqual(
      expect.arrayContaining(['Cultural & Historic Tour', 'Beach & Adventure Tour']),
    );
    expect(data.locations.length).toBeGreaterThanOrEqual(8);
    expect(data.regions.length).toBeGreaterThan(0);
    expect(data.categories.length).toBeGreaterThan(0);
  });

  it('is cacheable and answers 304 to a matching ETag', async () => {
    const first = await call(ctx.app, '/api/splash');
    expect(first.headers['cache-control']).toMatch(/max-age=\d+/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await ctx.app.inject({ url: '/api/splash', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET /api/locations', () => {
  it('lists the locations with ids and names', async () => {
    const res = await call<{ locations: { id: number; name: string }[] }>(ctx.app, '/api/locations');
    expect(res.statusCode).toBe(200);
    expect(res.body.data.locations.map((l) => l.name)).toEqual(
      expect.arrayContaining(['Serengeti', 'Stone Town, Zanzibar']),
    );
  });
});

describe('POST /api/exchange-rate', () => {
  const currency = async (code: string) => {
    const splash = await call<{ currencies: { uuid: string; code: string; rate: number }[] }>(ctx.app, '/api/splash');
    const found = splash.body.data.currencies.find((c) => c.code === code);
    if (!found) throw new Error(`no ${code}`);
    return found;
  };

  it('answers the stored rate of a currency', async () => {
    const eur = await currency('EUR');
    const res = await call(ctx.app, { method: 'POST', url: `/api/exchange-rate?currency=${eur.uuid}` });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ code: 'EUR', rate: eur.rate });
    expect(res.body.data.rate).toBeGreaterThan(0);
    expect(Date.parse(res.body.data.updated_at)).not.toBeNaN();
  });

  it('always answers 1 for USD', async () => {
    const usd = await currency('USD');
    const res = await call(ctx.app, { method: 'POST', url: `/api/exchange-rate?currency=${usd.uuid}` });
    expect(res.body.data).toMatchObject({ code: 'USD', rate: 1 });
  });

  it('answers 404 for an unknown or malformed currency', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'EUR', "1' or '1'='1"]) {
      const res = await call(ctx.app, { method: 'POST', url: `/api/exchange-rate?currency=${encodeURIComponent(id)}` });
      expect(res.statusCode).toBe(404);
      expect(res.body).toEqual({ status: false, code: 404, message: 'Currency not found' });
    }
  });

  it('answers 422 without a currency', async () => {
    const res = await call(ctx.app, { method: 'POST', url: '/api/exchange-rate' });
    expect(res.statusCode).toBe(422);
    expect(res.body.errors?.currency).toBeDefined();
    expect(res.body.message).toBe(res.body.errors?.currency?.[0]);
  });
});
