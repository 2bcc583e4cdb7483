import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#server/test/http.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe("rate limit of inquiries, bookings, the newsletter and the tourist's messages", () => {
  it.each([
    '/api/save-inquiry',
    '/api/save_booking',
    '/api/save_destination_booking',
    '/api/subscribe',
    // The tourist's message from the tracking page.
    '/api/requests/TZ-AAAAAA/messages',
  ])('%s answers the 21st request of a minute with 429 and Retry-After', async (url) => {
    for (let i = 0; i < 20; i += 1) {
      const res = await call(ctx.app, { method: 'POST', url, payload: {} });
      expect(res.statusCode).toBe(422);
    }
    const limited = await call(ctx.app, { method: 'POST', url, payload: {} });
    expect(limited.statusCode).toBe(429);
    // POST /api/subscribe keeps its own `status: "error"` on every error (docs/api/README.md 'Envelope').
    expect(limited.body).toMatchObject({ status: url === '/api/subscribe' ? 'error' : false, code: 429 });
    expect(limited.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
