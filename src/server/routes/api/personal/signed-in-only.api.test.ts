import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#server/test/http.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
import { signOut, signUp, type SignedInUser } from '#server/test/users.js';

let ctx: TestContext;
let user: SignedInUser;
let revoked: SignedInUser;
beforeAll(async () => {
  ctx = await createTestApp();
  user = await signUp(ctx.app);
  revoked = await signUp(ctx.app, 'Juma Hassan');
  await signOut(ctx.app, revoked);
});
afterAll(() => ctx.close());

const SOME_UUID = '00000000-0000-4000-8000-000000000000';
// Every call of the folder, with a body that would fail validation: a signed-out client must read 401, not 422.
const routes: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown][] = [
  ['POST', '/api/toggle_like', { likeable_type: 'hotel' }],
  ['GET', '/api/user/likes'],
  ['GET', `/api/user/check-like-trip?uuid=${SOME_UUID}`],
  ['GET', '/api/user/check-like-destination?uuid=nope'],
  ['POST', '/api/submit_rating', { rating: 9 }],
  ['PUT', `/api/ratings/${SOME_UUID}`, { rating: 9 }],
  ['DELETE', `/api/ratings/${SOME_UUID}`],
  ['GET', '/api/user/ratings'],
  ['POST', '/api/cart/add', { quantity: 0 }],
  ['PUT', `/api/cart/${SOME_UUID}`, { quantity: 0 }],
  ['DELETE', `/api/cart/${SOME_UUID}`],
  ['GET', '/api/user/cart'],
  ['DELETE', '/api/user/cart/clear'],
  ['GET', '/api/user/dashboard'],
  ['POST', '/api/save-testimonal', { comments: '' }],
];

describe('the personal calls', () => {
  it.each(routes)(
    '%s %s answers 401 without a token, with a revoked one and with a malformed one',
    async (method, url, body) => {
      for (const headers of [
        {},
        revoked.headers,
        { authorization: 'Bearer short' },
        { authorization: revoked.token },
      ]) {
        const res = await call(ctx.app, {
          method,
          url,
          headers,
          ...(body === undefined ? {} : { payload: body as object }),
        });
        expect(res.statusCode).toBe(401);
        expect(res.body).toEqual({ status: false, code: 401, message: 'Unauthenticated.' });
        expect(res.headers['cache-control']).toBe('private, no-store');
      }
    },
  );

  it.each(routes.filter(([method]) => method === 'GET'))(
    '%s %s is never kept by a shared cache',
    async (method, url) => {
      const res = await call(ctx.app, { method, url, headers: user.headers });
      expect([200, 404, 422]).toContain(res.statusCode);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.etag).toBeUndefined();
    },
  );

  it('are listed in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject('/api/docs/json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/toggle_like',
        '/api/user/likes',
        '/api/submit_rating',
        '/api/ratings/{uuid}',
        '/api/cart/add',
        '/api/cart/{uuid}',
        '/api/user/cart/clear',
        '/api/user/dashboard',
        '/api/save-testimonal',
      ]),
    );
  });
});
