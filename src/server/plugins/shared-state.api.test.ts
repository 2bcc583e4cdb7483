import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, freshPostgresUrl } from '#server/test/test-app.js';
import { startServerProcess, type ServerProcess } from '#server/test/server-process.js';

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const onPostgres = Boolean(inject('pgTemplateUrl'));

async function json(url: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

// Several processes behind a load balancer: sessions live in PostgreSQL, rate limits in Redis.
describe.skipIf(!onPostgres)('two server processes on one PostgreSQL and one Redis', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    const env = {
      DATABASE_URL: await freshPostgresUrl(),
      REDIS_URL,
      REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}:`,
    };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 300_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  it('keeps a session made on one process valid on the other, and a sign-out on either ends it', async () => {
    const splash = await json(`${a.url}/api/splash`);
    const email = `twin-${randomBytes(3).toString('hex')}@example.com`;
    const registered = await json(`${a.url}/api/register`, {
      method: 'POST',
      body: {
        name: 'Neema Twin',
        phone: '+255 700 000 001',
        email,
        country: splash.body.data.countries[0].id,
        gender: splash.body.data.genders[0].id,
        address: 'Stone Town',
        password: 'serengeti',
        'confirm-password': 'serengeti',
      },
    });
    expect(registered.status).toBe(201);
    const login = await json(`${a.url}/api/login`, { method: 'POST', body: { email, password: 'serengeti' } });
    expect(login.status).toBe(200);
    const token = login.body.data.token as string;

    expect((await json(`${b.url}/api/user`, { token })).body.data.user.email).toBe(email);
    expect((await json(`${b.url}/api/logout`, { method: 'POST', token })).status).toBe(200);
    expect((await json(`${a.url}/api/user`, { token })).status).toBe(401);
  });

  it('counts sign-in attempts across both processes: the limit holds whichever one answers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const server = i % 2 === 0 ? a : b;
      const res = await json(`${server.url}/api/login`, {
        method: 'POST',
        body: { email: 'nobody@example.com', password: 'wrong-password' },
      });
      statuses.push(res.status);
    }
    // One sign-in in the test above, then 9 more answered, then 429 on both processes.
    expect(statuses.filter((s) => s === 401)).toHaveLength(9);
    expect(statuses.slice(9)).toEqual([429, 429, 429]);
  });
});

describe('rate limits with Redis away', () => {
  it('fail open: sign-in still answers rather than erroring', async () => {
    const ctx = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'nobody@example.com', password: 'wrong-password' },
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await ctx.close();
    }
  });
});
