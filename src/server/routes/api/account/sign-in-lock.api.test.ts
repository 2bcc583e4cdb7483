import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '#server/auth/secrets.js';
import { passwordResetTokens, users } from '#server/db/schema/index.js';
import { registrationFields } from '#server/test/account-fixtures.js';
import { call } from '#server/test/http.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
import { referenceIds } from '#server/test/users.js';

// A tourist's account locks after ten wrong passwords in a row, as a staff account does, and says nothing about it.

let ctx: TestContext;
let ids: { countryId: number; genderId: number };
beforeAll(async () => {
  // Guessing from many addresses is the attack: the per-address minute limit is kept out of the way.
  ctx = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' } });
  ids = await referenceIds(ctx.app);
});
afterAll(() => ctx.close());

const login = (email: string, password: string) =>
  call(ctx.app, { method: 'POST', url: '/api/login', payload: { email, password } });

let n = 0;
async function account(): Promise<string> {
  const email = `lock${++n}@example.com`;
  const res = await call(ctx.app, {
    method: 'POST',
    url: '/api/register',
    payload: registrationFields(ids, { email }),
  });
  expect(res.statusCode).toBe(201);
  return email;
}

const WRONG = { status: false, code: 401, message: 'Invalid email or password.' };

describe('tourist sign-in lock', () => {
  it('locks the account for 15 minutes after 10 failures in a row, answering exactly as a wrong password', async () => {
    const email = await account();
    const wrong = [];
    for (let i = 0; i < 10; i++) wrong.push(await login(email, `guess-${i}`));
    const locked = await login(email, 'kilimanjaro');
    for (const res of [...wrong, locked]) {
      expect(res.statusCode).toBe(401);
      expect(res.body).toEqual(WRONG);
    }
    // Same answer as for an address with no account: the lock is no oracle.
    expect((await login('nobody-here@example.com', 'kilimanjaro')).body).toEqual(WRONG);

    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    const minutes = (row!.lockedUntil!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14.9);
    expect(minutes).toBeLessThanOrEqual(15);

    // Fifteen minutes later (the lock's end moved into the past): the right password works again.
    await ctx.database.db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.email, email));
    expect((await login(email, 'kilimanjaro')).statusCode).toBe(200);
  });

  it('counts failures in a row only: a success starts the count again', async () => {
    const email = await account();
    for (let i = 0; i < 9; i++) expect((await login(email, 'wrong')).statusCode).toBe(401);
    expect((await login(email, 'kilimanjaro')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(email, 'wrong')).statusCode).toBe(401);
    expect((await login(email, 'kilimanjaro')).statusCode).toBe(200);
  });

  it('does not count wrong passwords during the lock: they do not extend it', async () => {
    const email = await account();
    for (let i = 0; i < 10; i++) await login(email, 'wrong');
    const [before] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    for (let i = 0; i < 5; i++) expect((await login(email, 'wrong')).statusCode).toBe(401);
    const [after] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(after!.lockedUntil).toEqual(before!.lockedUntil);
    expect(after!.failedAttempts).toBe(0);
  });

  it('is lifted by a password reset: the holder signs in with the new password at once', async () => {
    const email = await account();
    for (let i = 0; i < 10; i++) await login(email, 'wrong');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    const token = 'reset-token-for-the-locked-account-0123456789';
    await ctx.database.db
      .insert(passwordResetTokens)
      .values({ userId: row!.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 60_000) });
    const reset = await call(ctx.app, {
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { token, password: 'serengeti', 'confirm-password': 'serengeti' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(email, 'serengeti')).statusCode).toBe(200);
  });
});
