import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#server/test/http.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
import { signUp } from '#server/test/users.js';
import { YOUR_DATA_PER_HOUR } from './your-data.js';

// A stolen token must not guess the password through DELETE /api/user, nor export the account in a loop:
// each is limited per account (docs/api/README.md 'Rate limits'), and the account lives on.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('your data, per account', () => {
  it('answers a wrong password 10 times with 422, then 429 even for the right one; the account is untouched', async () => {
    const user = await signUp(ctx.app, 'Guessed Account');
    const attempt = (password: string) =>
      call(ctx.app, { method: 'DELETE', url: '/api/user', headers: user.headers, payload: { password } });
    for (let i = 0; i < YOUR_DATA_PER_HOUR; i += 1) expect((await attempt(`guess-${i}`)).statusCode).toBe(422);
    const limited = await attempt('kilimanjaro');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(ctx.app, { url: '/api/user', headers: user.headers })).statusCode).toBe(200);
  });

  it('answers the 11th export of an hour with 429; another account still exports', async () => {
    const user = await signUp(ctx.app, 'Busy Exporter');
    const exportAs = (headers: Record<string, string>) => call(ctx.app, { url: '/api/user/export', headers });
    for (let i = 0; i < YOUR_DATA_PER_HOUR; i += 1) expect((await exportAs(user.headers)).statusCode).toBe(200);
    expect((await exportAs(user.headers)).statusCode).toBe(429);
    const other = await signUp(ctx.app, 'Quiet Exporter');
    expect((await exportAs(other.headers)).statusCode).toBe(200);
  });
});
