import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '#server/db/schema/index.js';
import { call } from '#server/test/http.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const subscribe = (payload: Record<string, unknown>) =>
  call(ctx.app, { method: 'POST', url: '/api/subscribe', payload });

const subscriber = async (email: string) =>
  (await ctx.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

describe('POST /api/subscribe', () => {
  it("answers status 'success' and stores the address, its time and source page", async () => {
    const res = await subscribe({ email: ' Jo@Example.com ', source_page: '/tours' });
    expect(res.statusCode).toBe(201);
    expect(res.body).toEqual({ status: 'success', code: 201, message: 'Subscribed successfully!' });
    const row = await subscriber('jo@example.com');
    expect(row).toMatchObject({ sourcePage: '/tours' });
    expect(row!.lastSubscribedAt).toBeInstanceOf(Date);
  });

  it('takes a second subscription as a renewal, not an error, and says so', async () => {
    const before = await subscriber('jo@example.com');
    const res = await subscribe({ email: 'jo@example.com', source_page: '/contact' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: 'success', code: 200, message: 'You are already subscribed' });
    const after = await subscriber('jo@example.com');
    expect(after!.lastSubscribedAt.getTime()).toBeGreaterThan(before!.lastSubscribedAt.getTime());
    expect(after!.sourcePage).toBe('/tours');
    expect(await ctx.database.db.$count(newsletterSubscribers)).toBe(1);
  });

  it.each([
    [{}, 'Please enter your email address.'],
    [{ email: '  ' }, 'Please enter your email address.'],
    [{ email: 'jo@' }, 'Please enter a valid email address'],
  ])("answers 422 with status 'error' for %o", async (payload, message) => {
    const res = await subscribe(payload);
    expect(res.statusCode).toBe(422);
    expect(res.body).toEqual({ status: 'error', code: 422, message, errors: { email: [message] } });
  });
});
