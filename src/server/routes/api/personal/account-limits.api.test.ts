import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '#server/app.js';
import { call } from '#server/test/http.js';
import { scratchEnv } from '#server/test/scratch-env.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
import { catalogueItems, signUp, type SignedInUser } from '#server/test/users.js';

/**
 * One account posted 200 testimonials in a second: testimonials (5 an hour, the default), ratings and
 * cart writes (3 an hour and 4 a minute here) are limited per account, answering 429 in the envelope
 * with Retry-After. docs/api/README.md 'Rate limits'.
 */
let ctx: TestContext;
let trip: { uuid: string };
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATINGS_PER_HOUR: '3', CART_WRITES_PER_MINUTE: '4' } });
  trip = (await catalogueItems(ctx.app)).trips[0]!;
});
afterAll(() => ctx.close());

const testimonial = (app: FastifyInstance, user: SignedInUser, comments = 'Karibu, a wonderful week') =>
  call(app, { method: 'POST', url: '/api/save-testimonal', headers: user.headers, payload: { comments } });

function expectLimited(res: Awaited<ReturnType<typeof call>>) {
  expect(res.statusCode).toBe(429);
  expect(res.body).toMatchObject({ status: false, code: 429 });
  expect(res.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('testimonials per account', () => {
  it('answers the 6th of an hour with 429 and Retry-After; another account still posts', async () => {
    const flooder = await signUp(ctx.app, 'Flood Account');
    for (let i = 0; i < 5; i += 1) expect((await testimonial(ctx.app, flooder)).statusCode).toBe(201);
    expectLimited(await testimonial(ctx.app, flooder));

    const other = await signUp(ctx.app, 'Quiet Account');
    expect((await testimonial(ctx.app, other)).statusCode).toBe(201);
  });

  it('keeps 5 of 40 sent at once', async () => {
    const flooder = await signUp(ctx.app, 'Burst Account');
    const answers = await Promise.all(Array.from({ length: 40 }, () => testimonial(ctx.app, flooder)));
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(35);
  });

  it('does not count a refused form (422) nor a signed-out call (401)', async () => {
    const typo = await signUp(ctx.app, 'Typo Account');
    for (let i = 0; i < 5; i += 1) {
      expect((await testimonial(ctx.app, typo, '   ')).statusCode).toBe(422);
    }
    expect((await testimonial(ctx.app, typo)).statusCode).toBe(201);
    const signedOut = await call(ctx.app, { method: 'POST', url: '/api/save-testimonal', payload: { comments: 'x' } });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('ratings and cart writes per account', () => {
  it('answers the 4th rating write of an hour with 429 (limit set to 3)', async () => {
    const rater = await signUp(ctx.app, 'Rating Account');
    const rate = (rating: number) =>
      call(ctx.app, {
        method: 'POST',
        url: '/api/submit_rating',
        headers: rater.headers,
        payload: { rateable_type: 'trip', rateable_uuid: trip.uuid, rating, comment: 'Asante' },
      });
    for (const stars of [5, 4, 3]) expect([200, 201]).toContain((await rate(stars)).statusCode);
    expectLimited(await rate(2));
  });

  it('answers the 5th cart change of a minute with 429 (limit set to 4)', async () => {
    const shopper = await signUp(ctx.app, 'Cart Account');
    const added = await call(ctx.app, {
      method: 'POST',
      url: '/api/cart/add',
      headers: shopper.headers,
      payload: { cartable_type: 'trip', cartable_uuid: trip.uuid, quantity: 2 },
    });
    expect(added.statusCode).toBe(201);
    const uuid = (added.body.data as { cart_item: { uuid: string } }).cart_item.uuid;
    const change = (quantity: number) =>
      call(ctx.app, { method: 'PUT', url: `/api/cart/${uuid}`, headers: shopper.headers, payload: { quantity } });
    for (const quantity of [3, 4, 5, 6]) expect((await change(quantity)).statusCode).toBe(200);
    expectLimited(await change(7));
  });
});

// Several processes: with REDIS_URL (as every PostgreSQL deployment behind a balancer has) the counters
// are shared, so a flood spread over two processes meets the same limit.
const onPostgres = Boolean(inject('pgTemplateUrl'));

describe.skipIf(!onPostgres)('two processes on one database and one Redis', () => {
  const apps: FastifyInstance[] = [];
  const removers: (() => void)[] = [];
  beforeAll(async () => {
    const shared = {
      REDIS_URL: process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}:`,
    };
    for (let i = 0; i < 2; i += 1) {
      const { env, remove } = scratchEnv('storefront-account-limits-', shared);
      const app = await buildApp({ env, db: ctx.database.db });
      await app.ready();
      apps.push(app);
      removers.push(remove);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const remove of removers) remove();
  });

  it('answers the 6th testimonial with 429 whichever process takes it', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const flooder = await signUp(a, 'Spread Account');
    for (const app of [a, b, a, b, a]) expect((await testimonial(app, flooder)).statusCode).toBe(201);
    expectLimited(await testimonial(b, flooder));
  });
});
