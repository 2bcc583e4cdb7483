import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#server/test/test-app.js';

// The tracking page's link carries its key: the page is kept by no cache and listed by no search engine.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ webBuild: { 'index.html': '<html><head></head><body>storefront</body></html>' } });
});
afterAll(() => ctx.close());

describe('pages with a secret in their link', () => {
  it('answer Cache-Control: private, no-store and X-Robots-Tag: noindex, in every language', async () => {
    for (const url of [
      '/requests/TZ-2027-ABC123?key=s3cr3t-key',
      '/de/requests/TZ-2027-ABC123?key=s3cr3t-key',
      '/reset-password?token=abc',
      '/fr/unsubscribe?token=abc',
      '/de/verify-email?token=abc',
    ]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
      expect(res.headers['x-robots-tag'], url).toBe('noindex');
    }
  });

  it('leaves the other pages as they were', async () => {
    const page = await ctx.app.inject({ url: '/login' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
