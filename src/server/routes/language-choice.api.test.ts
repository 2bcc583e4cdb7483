import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#server/test/test-app.js';

// The language switcher: a plain link that keeps the choice and opens the same page in that language.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const choose = (query: Record<string, string>) => ctx.app.inject({ url: '/language', query });

describe('GET /language', () => {
  it('keeps the choice for a year and opens the page, with its query, in that language', async () => {
    const res = await choose({ locale: 'de', path: '/safaris?location=3&checkIn=2027-01-02' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/de/safaris?location=3&checkIn=2027-01-02');
    expect(res.headers['set-cookie']).toBe('locale=de; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('moves from one language to another, English to its own paths', async () => {
    expect((await choose({ locale: 'fr', path: '/de/safari/u1' })).headers.location).toBe('/fr/safari/u1');
    expect((await choose({ locale: 'en', path: '/it/tours' })).headers.location).toBe('/tours');
    expect((await choose({ locale: 'it', path: '/' })).headers.location).toBe('/it');
  });

  it('never leads off the site, and refuses a language it does not speak', async () => {
    for (const path of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '']) {
      expect((await choose({ locale: 'de', path })).headers.location, path).toBe('/de');
    }
    const unknown = await choose({ locale: 'es', path: '/tours' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.headers['set-cookie']).toBeUndefined();
    expect(unknown.body).not.toMatch(/stack|at \//);
  });
});
