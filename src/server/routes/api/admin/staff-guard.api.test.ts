import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#server/test/http.js';
import { staffMember, type SignedInStaff } from '#server/test/staff.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
import { signUp, type SignedInUser } from '#server/test/users.js';

const SOME_UUID = '00000000-0000-4000-8000-000000000000';
const OPEN = new Set(['/api/admin/login', '/api/admin/set-password']);
const OWNER_ONLY = /^\/api\/admin\/staff/;

// Every /api/admin route the app registers, read as it registers them: a new route is covered the day it appears.
const registered: { method: string; url: string }[] = [];
const collect = (route: RouteOptions) => {
  const methods = [route.method].flat().filter((m) => m !== 'HEAD');
  if (!route.url.startsWith('/api/admin')) return;
  for (const method of methods) registered.push({ method, url: route.url.replace(':uuid', SOME_UUID) });
};

let ctx: TestContext;
let tourist: SignedInUser;
let agent: SignedInStaff;
beforeAll(async () => {
  ctx = await createTestApp({ onRoute: collect });
  tourist = await signUp(ctx.app);
  agent = await staffMember(ctx, 'agent');
});
afterAll(() => ctx.close());

const guarded = () => registered.filter((r) => !OPEN.has(r.url));

describe('the back office guard', () => {
  it('covers the staff calls', () => {
    expect(guarded().map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/admin/logout',
        'GET /api/admin/me',
        'GET /api/admin/staff',
        'POST /api/admin/staff',
        `PATCH /api/admin/staff/${SOME_UUID}`,
      ]),
    );
  });

  it('answers 401 on every guarded route without a token, with a tourist token and with a malformed one', async () => {
    for (const { method, url } of guarded()) {
      for (const headers of [{}, tourist.headers, { authorization: 'Bearer short' }]) {
        const res = await call(ctx.app, { method: method as 'GET', url, headers, payload: { role: 'nobody' } });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.body).toEqual({ status: false, code: 401, message: 'Unauthenticated.' });
        expect(res.headers['cache-control']).toBe('private, no-store');
      }
    }
  });

  it('answers 403 to an agent on every owner route, before reading the body', async () => {
    const ownerRoutes = guarded().filter((r) => OWNER_ONLY.test(r.url));
    expect(ownerRoutes.length).toBeGreaterThanOrEqual(3);
    for (const { method, url } of ownerRoutes) {
      const res = await call(ctx.app, { method: method as 'GET', url, headers: agent.headers, payload: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.body).toEqual({ status: false, code: 403, message: 'Forbidden.' });
    }
  });

  it('lets an agent read who they are', async () => {
    const res = await call(ctx.app, { url: '/api/admin/me', headers: agent.headers });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.staff).toMatchObject({ uuid: agent.uuid, email: agent.email, role: 'agent' });
  });

  it('a staff token means nothing on the tourist routes', async () => {
    const res = await call(ctx.app, { url: '/api/user', headers: agent.headers });
    expect(res.statusCode).toBe(401);
  });
});
