import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, users } from '#server/db/schema/index.js';
import { call } from '#server/test/http.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
import { bearer } from '#server/test/users.js';

let ctx: TestContext;
let countryId: number;
let genderId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  const splash = await call(ctx.app, '/api/splash');
  countryId = splash.body.data.countries.find((c: { code: string }) => c.code === 'TZ').id;
  genderId = splash.body.data.genders[0].id;
});
afterAll(() => ctx.close());

const registration = (overrides: Record<string, unknown> = {}) => ({
  name: 'Amina Mussa',
  phone: '+255 712 345 678',
  email: 'amina@example.com',
  country: countryId,
  gender: genderId,
  address: 'Mlandege Street, Zanzibar',
  password: 'kilimanjaro',
  'confirm-password': 'kilimanjaro',
  ...overrides,
});

const register = (body: Record<string, unknown>) =>
  call(ctx.app, { method: 'POST', url: '/api/register', payload: body });
const login = (email: string, password: string) =>
  call(ctx.app, { method: 'POST', url: '/api/login', payload: { email, password } });

describe('POST /api/register', () => {
  it('creates the account and answers the user without secrets', async () => {
    const res = await register(registration({ email: 'Amina@Example.com ' }));
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({ status: true, code: 201 });
    expect(res.body.data.user).toMatchObject({ name: 'Amina Mussa', email: 'amina@example.com', country: 'Tanzania' });
    expect(res.body.data.user.tourist_number).toMatch(/^KS-[A-Z2-9]{6}$/);
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash/i);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, 'amina@example.com'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a second account with the same e-mail (409), whatever its case', async () => {
    const res = await register(registration({ email: 'AMINA@example.com' }));
    expect(res.statusCode).toBe(409);
    expect(res.body).toEqual({ status: false, code: 409, message: 'An account with this email already exists.' });
  });

  it.each([
    [{ name: '' }, 'name', 'Please fill in all required fields and agree to the terms.'],
    [{ 'confirm-password': 'different' }, 'confirm-password', 'Passwords do not match.'],
    [{ password: 'short', 'confirm-password': 'short' }, 'password', 'Password must be at least 6 characters long.'],
    [{ country: 999999 }, 'country', 'Please select valid country and gender options.'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
  ])("answers 422 with the form's message for %o", async (change, field, message) => {
    const res = await register(registration({ email: `x${Math.random()}@example.com`, ...change }));
    expect(res.statusCode).toBe(422);
    expect(res.body.errors?.[field]).toContain(message);
    expect(res.body.message).toBe(Object.values(res.body.errors ?? {})[0]?.[0]);
  });
});

describe('POST /api/login, GET /api/user, POST /api/logout', () => {
  it('signs in with a long opaque token stored only as a hash', async () => {
    const res = await login('amina@example.com', 'kilimanjaro');
    expect(res.statusCode).toBe(200);
    const token = res.body.data.token as string;
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(res.body.data.user.email).toBe('amina@example.com');
    const stored = await ctx.database.db.select({ hash: authTokens.tokenHash }).from(authTokens);
    expect(stored.map((s) => s.hash)).not.toContain(token);
    const me = await call(ctx.app, { url: '/api/user', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.body.data.user.name).toBe('Amina Mussa');
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const wrong = await login('amina@example.com', 'serengeti');
    const unknown = await login('nobody@example.com', 'serengeti');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.body).toEqual({ status: false, code: 401, message: 'Invalid email or password.' });
    }
  });

  it("asks for both fields with the form's message", async () => {
    const res = await login('', '');
    expect(res.statusCode).toBe(422);
    expect(res.body.message).toBe('Please fill in all required fields.');
  });

  it('revokes the token on logout', async () => {
    const token = (await login('amina@example.com', 'kilimanjaro')).body.data.token as string;
    const out = await call(ctx.app, { method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    const after = await call(ctx.app, { url: '/api/user', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.body).toEqual({ status: false, code: 401, message: 'Unauthenticated.' });
  });

  it('signs out only the session it is called with; a revoked token cannot sign out again', async () => {
    const phone = (await login('amina@example.com', 'kilimanjaro')).body.data.token as string;
    const laptop = (await login('amina@example.com', 'kilimanjaro')).body.data.token as string;
    expect((await call(ctx.app, { method: 'POST', url: '/api/logout', headers: bearer(phone) })).statusCode).toBe(200);
    expect((await call(ctx.app, { url: '/api/user', headers: bearer(laptop) })).statusCode).toBe(200);
    const again = await call(ctx.app, { method: 'POST', url: '/api/logout', headers: bearer(phone) });
    expect(again.statusCode).toBe(401);
    expect(again.body.message).toBe('Unauthenticated.');
    expect((await call(ctx.app, { method: 'POST', url: '/api/logout' })).statusCode).toBe(401);
  });

  it('refuses missing, malformed, unknown and expired tokens', async () => {
    const token = (await login('amina@example.com', 'kilimanjaro')).body.data.token as string;
    await ctx.database.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    for (const headers of [
      {},
      { authorization: 'Bearer short' },
      bearer('x'.repeat(43)),
      bearer(token),
      { authorization: token },
    ]) {
      const res = await call(ctx.app, { url: '/api/user', headers });
      expect(res.statusCode).toBe(401);
      expect(res.body.message).toBe('Unauthenticated.');
    }
  });
});
