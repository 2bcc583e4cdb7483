import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#server/test/http.js';
import { bearer, referenceIds } from '#server/test/users.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';

// Every line the server's logger writes (its redaction and serializers, as in production).
const lines: string[] = [];
const stream = new PassThrough();
stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
const logText = () => lines.join('\n');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' }, logStream: stream });
  // Every new account now fails in the database, after its password was hashed: the failed insert
  // carries the e-mail, the phone, the address and the argon2 hash in its parameters and its detail.
  await ctx.database.db.execute(sql`alter table users add constraint log_test_refuses check (false) not valid`);
});
afterAll(() => ctx.close());

const PASSWORD = 'serengeti-secret-42';
const EMAIL = 'leaky.traveller@example.com';
const PHONE = '+255 777 101 202';
const ADDRESS = 'Kenyatta Road 77, Zanzibar';

describe('what the log keeps of a failed request', () => {
  it('logs a failed registration query with its statement, never the password, its hash or the e-mail', async () => {
    const { countryId, genderId } = await referenceIds(ctx.app);
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/register',
      payload: {
        name: 'Leaky Traveller',
        phone: PHONE,
        email: EMAIL,
        country: countryId,
        gender: genderId,
        address: ADDRESS,
        password: PASSWORD,
        'confirm-password': PASSWORD,
      },
    });
    expect(res.statusCode).toBe(500);
    expect(res.body).toMatchObject({ status: false, code: 500 });

    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
    expect(failure?.err).toBeDefined();
    // No value that was in the failed statement reaches the log ...
    const text = logText();
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toMatch(/\$argon2/);
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain(PHONE);
    expect(text).not.toContain(ADDRESS);
    // ... while the error and the statement's shape are there for a maintainer.
    expect(failure.err.statement).toMatch(/^insert into "users" .* values \(default, default, \$1, \$2/);
    expect(failure.err.cause).toMatchObject({ code: '23514', constraint: 'log_test_refuses' });
  });

  it('logs a request without its bearer token or the query values that name a person', async () => {
    const token = 'a'.repeat(43);
    await call(ctx.app, { url: '/api/profile', headers: bearer(token) });
    const key = 'k'.repeat(43);
    await call(ctx.app, { url: `/api/requests/KS-123456?key=${key}&email=${encodeURIComponent(EMAIL)}&page=2` });
    const text = logText();
    expect(text).toContain('/api/requests/KS-123456?key=[redacted]&email=[redacted]&page=2');
    expect(text).not.toContain(token);
    expect(text).not.toContain(key);
    expect(text).not.toContain(EMAIL);
  });

  it('logs no value of a query parameter named like a secret, a code or a signature', async () => {
    const values = ['s3cr3t-value-1', 'c0de-value-2', 's1gnature-value-3', 'pa55-value-4', 'api-key-value-5'];
    const names = ['secret', 'code', 'signature', 'password', 'api_key'];
    const query = names.map((name, at) => `${name}=${values[at]}`).join('&');
    await call(ctx.app, { url: `/api/no-such-endpoint?${query}&X-Amz-Signature=abc123def&sort=name` });
    const text = logText();
    for (const value of [...values, 'abc123def']) expect(text).not.toContain(value);
    expect(text).toContain('secret=[redacted]&code=[redacted]&signature=[redacted]');
  });

  it('redacts secret fields wherever code logs them', () => {
    ctx.app.log.info(
      {
        body: { email: EMAIL, password: PASSWORD, nested: { phone: PHONE } },
        request: { headers: { authorization: 'Bearer secret-token-1', cookie: 'sid=secret-cookie-2' } },
        response: { headers: { 'set-cookie': 'sid=secret-cookie-3' } },
      },
      'a careless log line',
    );
    const entry = JSON.parse(lines.at(-1) ?? '{}');
    expect(entry.msg).toBe('a careless log line');
    expect(entry.body).toEqual({ email: '[redacted]', password: '[redacted]', nested: { phone: '[redacted]' } });
    const text = logText();
    for (const secret of [PASSWORD, EMAIL, PHONE, 'secret-token-1', 'secret-cookie-2', 'secret-cookie-3']) {
      expect(text).not.toContain(secret);
    }
  });
});
