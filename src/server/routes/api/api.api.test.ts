import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#server/test/http.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';

let ctx: TestContext;
const queries: string[] = [];
beforeAll(async () => {
  ctx = await createTestApp({ onQuery: (sql) => queries.push(sql) });
});
afterAll(() => ctx.close());

describe('the API as a whole', () => {
  it.each(['/api/nope', '/api/trips/a/b', '/api'])('answers the 404 envelope for unknown path %s', async (url) => {
    const res = await call(ctx.app, url);
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ status: false, code: 404, message: 'The requested resource was not found.' });
  });

  it.each(['/api/trips/00000000-0000-4000-8000-000000000000', '/api/save-inquiry'])(
    'answers 400 for a malformed JSON body to %s',
    async (url) => {
      const res = await call(ctx.app, {
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{"broken": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toEqual({ status: false, code: 400, message: 'The request body is not valid JSON.' });
    },
  );

  it('drops a __proto__ or constructor.prototype key like any unknown field', async () => {
    const post = (payload: string) =>
      call(ctx.app, {
        method: 'POST',
        url: '/api/save-inquiry',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    const res = await post('{"__proto__":{"admin":true},"message":{"constructor":{"prototype":{"admin":true}}}}');
    expect(res.statusCode).toBe(422);
    expect(res.body).toEqual((await post('{"message":{}}')).body);
    expect(({} as { admin?: boolean }).admin).toBeUndefined();
  });

  it('answers 413 for a body over 1 MB', async () => {
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/trips/00000000-0000-4000-8000-000000000000',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.body.status).toBe(false);
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await ctx.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/splash',
        '/api/locations',
        '/api/exchange-rate',
        '/api/destinations',
        '/api/destinations/{uuid}',
        '/api/trips',
        '/api/trips/{uuid}',
        '/api/get-testimonals',
      ]),
    );
    const page = await ctx.app.inject('/api/docs');
    expect([200, 302]).toContain(page.statusCode);
  });

  it('serves repeated catalogue reads from the micro-cache, with an ETag', async () => {
    const first = await ctx.app.inject('/api/trips?limit=7');
    queries.length = 0;
    const second = await ctx.app.inject('/api/trips?limit=7');
    // A hit costs no query: the catalogue version the entry is keyed on is known from its announcements
    // (catalogue-version.ts), on either database.
    expect(queries).toEqual([]);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    const etag = second.headers.etag as string;
    const notModified = await ctx.app.inject({ url: '/api/trips?limit=7', headers: { 'if-none-match': etag } });
    expect(notModified.statusCode).toBe(304);
  });

  it('compresses large answers for clients that accept it', async () => {
    const res = await ctx.app.inject({ url: '/api/trips?limit=50', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const plain = await ctx.app.inject('/api/trips?limit=50');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });
});
