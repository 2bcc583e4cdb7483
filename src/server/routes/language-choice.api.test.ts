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

  it('opens the home page when no path is given', async () => {
    for (const query of [{ locale: 'de' }, { locale: 'de', path: '' }] as Record<string, string>[]) {
      expect((await choose(query)).headers.location).toBe('/de');
    }
  });

  it('never leads off the site: another site or a control character is a 400 in the envelope', async () => {
    const raw = [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      '/\t/evil.example/',
      '/\r\nSet-Cookie: x=1',
      '/\u0000/x',
      '/。',
      '/de//evil.example',
      '/en//evil.example',
      '/.//evil.example',
    ];
    const encoded = ['/%09/evil.example/', '/%00/x', '/%0d%0aSet-Cookie:%20x=1', '/%E3%80%82', '%2F%2Fevil.example'];
    const asked = [
      ...raw.map((path) => ({ path, res: choose({ locale: 'en', path }) })),
      ...encoded.map((path) => ({ path, res: ctx.app.inject({ url: `/language?locale=en&path=${path}` }) })),
    ];
    for (const { path, res: pending } of asked) {
      const res = await pending;
      expect(res.statusCode, path).toBe(400);
      expect(res.headers.location, path).toBeUndefined();
      expect(res.headers['set-cookie'], path).toBeUndefined();
      expect(res.json(), path).toEqual({
        status: false,
        code: 400,
        message: 'The page to return to must be a page of this site.',
      });
    }
  });

  it('refuses a language it does not speak', async () => {
    const unknown = await choose({ locale: 'es', path: '/tours' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.headers['set-cookie']).toBeUndefined();
    expect(unknown.body).not.toMatch(/stack|at \//);
  });
});
