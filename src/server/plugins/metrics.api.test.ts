import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/db/schema/mail.js';
import { call } from '#server/test/http.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';

const TOKEN = 'metrics-token-'.padEnd(40, 'x');

let ctx: TestContext;
let off: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  off = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
  await off?.close();
});

const scrape = async (token = TOKEN) => {
  const res = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
};

/** The value of one sample line, e.g. `http_requests_total{method="GET",...}`. */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    expect((await off.app.inject('/metrics')).statusCode).toBe(404);
    expect((await off.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(
      404,
    );
  });

  it('answers 401 in the envelope without the token or with a wrong one', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: TOKEN }]) {
      const res = await call(ctx.app, { url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.body).toMatchObject({ status: false, code: 401 });
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    }
  });

  it('serves the Prometheus text format to the token, never cached', async () => {
    const res = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(res.body).toContain('process_cpu_seconds_total');
  });

  it('counts requests and their latency by route pattern, never by raw URL', async () => {
    const uuids = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];
    for (const uuid of uuids) expect((await ctx.app.inject(`/api/trips/${uuid}`)).statusCode).toBe(404);
    await ctx.app.inject('/no/such/page/3f9a');
    const text = await scrape();
    expect(sample(text, 'http_requests_total{method="GET",route="/api/trips/:uuid",status_code="404"}')).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/trips/:uuid"}')).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/trips/:uuid"}')).toBe(
      2,
    );
    for (const raw of [...uuids, '3f9a']) expect(text).not.toContain(raw);
    // The scrapes themselves are not counted.
    expect(text).not.toContain('route="/metrics"');
  });

  it('counts rate-limit rejections by route', async () => {
    const remoteAddress = `203.0.113.${randomInt(1, 250)}`;
    const attempt = () =>
      call(ctx.app, {
        method: 'POST',
        url: '/api/login',
        remoteAddress,
        payload: { email: 'someone@example.com', password: 'guessing' },
      });
    for (let i = 0; i < 10; i++) await attempt();
    expect((await attempt()).statusCode).toBe(429);
    expect((await attempt()).statusCode).toBe(429);
    expect(sample(await scrape(), 'rate_limit_rejections_total{route="/api/login"}')).toBe(2);
  });

  it('reports the mail queue depth and the age of the oldest pending mail', async () => {
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    // Not due for a day, so the queue leaves it where it is while we look.
    await ctx.database.db.insert(mailOutbox).values({
      kind: 'metrics-probe',
      toAddress: 'nobody@example.com',
      subject: 'probe',
      textBody: 'probe',
      nextAttemptAt: new Date(Date.now() + 86_400_000),
      createdAt: tenMinutesAgo,
    });
    const text = await scrape();
    expect(sample(text, 'mail_queue_pending')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'mail_queue_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(600);
    expect(sample(text, 'mail_queue_failed')).toBeGreaterThanOrEqual(0);
  });

  it('reports the database pool', async () => {
    const text = await scrape();
    const max = ctx.database.kind === 'pglite' ? 1 : 4;
    expect(sample(text, 'db_pool_max_connections')).toBe(max);
    expect(sample(text, 'db_pool_connections{state="total"}')).toBeLessThanOrEqual(max);
    expect(sample(text, 'db_pool_connections{state="waiting"}')).toBe(0);
  });
});
