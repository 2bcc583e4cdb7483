import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#server/test/test-app.js';

let ctx: TestContext;
let behindProxy: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  behindProxy = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await ctx.close();
  await behindProxy.close();
});

const get = (app: TestContext, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url, headers });

describe('security headers', () => {
  it('sends a strict policy on pages and API answers', async () => {
    for (const url of ['/api/splash', '/api/trips?limit=1', '/no-such-page', '/healthz']) {
      const res = await get(ctx, url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).not.toMatch(/unsafe-eval/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('sends HSTS only over HTTPS, as told by a trusted proxy', async () => {
    expect((await get(ctx, '/api/splash')).headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY a client cannot claim HTTPS by itself.
    expect(
      (await get(ctx, '/api/splash', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security'],
    ).toBeUndefined();
    const https = await get(behindProxy, '/api/splash', { 'x-forwarded-proto': 'https' });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('keeps user answers and errors out of shared caches', async () => {
    const user = await get(ctx, '/api/user', { authorization: 'Bearer not-a-real-token-at-all' });
    expect(user.statusCode).toBe(401);
    expect(user.headers['cache-control']).toBe('private, no-store');
    const missing = await get(ctx, '/api/nothing-here');
    expect(missing.headers['cache-control']).toBe('private, no-store');
    // Public catalogue answers keep their own, shareable rule.
    expect((await get(ctx, '/api/splash')).headers['cache-control']).toBe('public, max-age=300');
    // Catalogue rows change with every rating: shareable, but revalidated on each read.
    expect((await get(ctx, '/api/trips?limit=1')).headers['cache-control']).toBe('public, no-cache');
  });

  it('keeps the API docs page working under the same policy: its scripts are files, not inline', async () => {
    const page = await get(ctx, '/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect((await get(ctx, '/api/docs/static/swagger-initializer.js')).statusCode).toBe(200);
  });
});

describe('malformed addresses', () => {
  it('answer the envelope, not the router’s own error shape', async () => {
    for (const url of ['/api/ratings/%ED%A0%80', '/api/trips/%E0%A4%A', '/%']) {
      const res = await get(ctx, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ status: false, code: 400, message: 'The address is malformed.' });
    }
  });
});

describe('health endpoints', () => {
  it('/healthz answers while the process runs and /readyz while the database answers', async () => {
    const health = await get(ctx, '/healthz');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: true, code: 200 });
    const ready = await get(ctx, '/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: true, data: { database: 'reachable' } });
  });

  it('/readyz answers 503 with the envelope when the database is gone', async () => {
    const doomed = await createTestApp();
    await doomed.database.close();
    const res = await get(doomed, '/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      status: false,
      code: 503,
      message: 'The service is temporarily unavailable. Please try again shortly.',
    });
    await doomed.app.close();
  });
});
