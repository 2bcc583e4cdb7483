import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#server/test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  // A built site of two pages: the storefront's shell and the back office's.
  ctx = await createTestApp({
    webBuild: {
      'index.html': '<html><head></head><body>storefront</body></html>',
      'admin.html':
        '<html><head><meta name="robots" content="noindex, nofollow"></head><body>back office</body></html>',
    },
  });
});
afterAll(() => ctx.close());

describe('the back office shell', () => {
  it.each([
    '/admin',
    '/admin/',
    '/admin/requests',
    '/admin/requests/5b0c1c52?status=new',
    '/admin/login?next=%2Fadmin',
  ])('answers %s with admin.html, never cached and never indexed', async (url) => {
    const res = await ctx.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.body).toContain('back office');
  });

  it.each(['/', '/administration', '/safaris', '/dashboard'])(
    'answers %s with the storefront, indexable',
    async (url) => {
      const res = await ctx.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('storefront');
      expect(res.headers['x-robots-tag']).toBeUndefined();
    },
  );

  it('answers a draft preview with the storefront shell, never stored and never indexed', async () => {
    const res = await ctx.app.inject('/preview/trip/0f8fad5b-d9cb-469f-a165-70867728950e?token=1.x');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('storefront');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('leaves the API alone: an unknown back-office call is a JSON 404 or 401, not the page', async () => {
    const res = await ctx.app.inject('/api/admin/nothing-here');
    expect(res.body).not.toContain('back office');
    expect([401, 404]).toContain(res.statusCode);
  });
});

describe('a page asked with a trailing slash', () => {
  it.each([
    ['/about/', '/about'],
    ['/tours/', '/tours'],
    ['/tours/?sort=price&location=3', '/tours?sort=price&location=3'],
    ['/safari/0f8fad5b-d9cb-469f-a165-70867728950e/', '/safari/0f8fad5b-d9cb-469f-a165-70867728950e'],
    ['/de/', '/de'],
    ['/de/about/', '/de/about'],
    ['//evil.example/', '/evil.example'],
  ])('moves %s for good to %s, where its canonical points', async (url, location) => {
    const res = await ctx.app.inject(url);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(location);
  });

  it('leaves Home, the API and the back office where they are', async () => {
    expect((await ctx.app.inject('/')).statusCode).toBe(200);
    const api = await ctx.app.inject('/api/splash/');
    expect(api.statusCode).toBe(200);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    expect((await ctx.app.inject('/admin/')).body).toContain('back office');
  });
});
