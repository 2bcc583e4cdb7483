import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#server/test/http.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_ALLOW: '198.51.100.9' } });
});
afterAll(() => ctx.close());

const attempt = (remoteAddress: string) =>
  call(ctx.app, {
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    payload: { email: 'someone@example.com', password: 'guessing' },
  });

describe('rate limits on sign-in', () => {
  it('answers 429 with Retry-After after 10 attempts a minute from one address', async () => {
    for (let i = 0; i < 10; i++) expect((await attempt('203.0.113.7')).statusCode).toBe(401);
    const limited = await attempt('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.body.status).toBe(false);
    expect(limited.body.code).toBe(429);
    expect(limited.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts each address on its own, and never limits the allow-list', async () => {
    expect((await attempt('203.0.113.8')).statusCode).toBe(401);
    for (let i = 0; i < 12; i++) expect((await attempt('198.51.100.9')).statusCode).toBe(401);
  });

  it('does not limit reads', async () => {
    for (let i = 0; i < 15; i++) {
      expect((await call(ctx.app, { url: '/api/locations', remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
    }
  });
});
