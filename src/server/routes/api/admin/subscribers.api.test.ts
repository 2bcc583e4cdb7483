import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubscriberSchema, type Subscriber } from '#domain/api/admin-subscribers.js';
import { newsletterSubscribers } from '#server/db/schema/index.js';
import { call } from '#server/test/http.js';
import { staffMember, type SignedInStaff } from '#server/test/staff.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';

let ctx: TestContext;
let agent: SignedInStaff;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' } });
  agent = await staffMember(ctx, 'agent');
  for (const [email, page] of [
    ['amina@example.com', '/tours'],
    ['juma@example.com', null],
  ] as const) {
    await call(ctx.app, { method: 'POST', url: '/api/subscribe', payload: { email, source_page: page ?? undefined } });
  }
  // An address a spreadsheet would run as a formula (the form refuses it; an old import might not).
  await ctx.database.db
    .insert(newsletterSubscribers)
    .values({ email: '=cmd|calc@example.com', sourcePage: '/contact' });
});
afterAll(() => ctx.close());

const tokenOf = async (email: string) =>
  (
    await ctx.database.db
      .select({ token: newsletterSubscribers.unsubscribeToken })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
  )[0]!.token;
const list = (query = '') =>
  call<{ subscribers: Subscriber[]; total: number }>(ctx.app, {
    url: `/api/admin/subscribers${query}`,
    headers: agent.headers,
  });
const unsubscribe = (payload: unknown, url = '/api/unsubscribe', headers: Record<string, string> = {}) =>
  call(ctx.app, { method: 'POST', url, payload: payload as string, headers });

describe('GET /api/admin/subscribers', () => {
  it('lists subscribers with when and where they subscribed, searchable', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.body.data.total).toBeGreaterThanOrEqual(3);
    for (const row of res.body.data.subscribers) SubscriberSchema.strict().parse(row);
    const amina = (await list('?q=AMINA')).body.data;
    expect(amina.total).toBe(1);
    expect(amina.subscribers[0]).toMatchObject({
      email: 'amina@example.com',
      source_page: '/tours',
      unsubscribed_at: null,
    });
    expect((await list('?status=gone')).statusCode).toBe(422);
  });
});

describe('POST /api/unsubscribe', () => {
  it('unsubscribes with the token from the page ({token}), and a second click is fine', async () => {
    const token = await tokenOf('amina@example.com');
    const res = await unsubscribe({ token });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toMatch(/unsubscribed/);
    const first = (await list('?q=amina')).body.data.subscribers[0]!;
    expect(first.unsubscribed_at).not.toBeNull();
    expect((await unsubscribe({ token })).statusCode).toBe(200);
    expect((await list('?q=amina')).body.data.subscribers[0]!.unsubscribed_at).toBe(first.unsubscribed_at);
    expect((await list('?status=unsubscribed')).body.data.subscribers.map((s) => s.email)).toEqual([
      'amina@example.com',
    ]);
    expect((await list('?status=active')).body.data.subscribers.map((s) => s.email)).not.toContain('amina@example.com');
  });

  it('takes the RFC 8058 one-click POST: ?token= and a form body', async () => {
    const token = await tokenOf('juma@example.com');
    const res = await unsubscribe('List-Unsubscribe=One-Click', `/api/unsubscribe?token=${token}`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.statusCode).toBe(200);
    expect((await list('?q=juma')).body.data.subscribers[0]!.unsubscribed_at).not.toBeNull();
  });

  it('answers 404 for an unknown token and 422 for a malformed one, changing nothing', async () => {
    expect((await unsubscribe({ token: 'f'.repeat(64) })).statusCode).toBe(404);
    expect((await unsubscribe({ token: 'x' })).statusCode).toBe(422);
    expect((await unsubscribe({})).statusCode).toBe(422);
    expect((await list('?status=unsubscribed')).body.data.total).toBe(2);
  });

  it('subscribing again clears the unsubscription', async () => {
    await call(ctx.app, { method: 'POST', url: '/api/subscribe', payload: { email: 'amina@example.com' } });
    expect((await list('?q=amina')).body.data.subscribers[0]!.unsubscribed_at).toBeNull();
  });
});

describe('GET /api/admin/subscribers.csv', () => {
  it('answers every match as spreadsheet-safe CSV', async () => {
    const res = await ctx.app.inject({ url: '/api/admin/subscribers.csv', headers: agent.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Email,Source page,Subscribed,Unsubscribed');
    expect(lines).toContain(lines.find((line) => line.startsWith("'=cmd|calc@example.com,/contact,")));
    expect(lines.some((line) => line.startsWith('=cmd'))).toBe(false);
    const filtered = await ctx.app.inject({ url: '/api/admin/subscribers.csv?q=juma', headers: agent.headers });
    expect(
      filtered.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toHaveLength(2);
  });
});
