import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '#server/db/schema/index.js';
import { registrationFields } from '#server/test/account-fixtures.js';
import { referenceIds } from '#server/test/users.js';
import { call } from '#server/test/http.js';
import type { SmtpSink } from '#server/test/smtp-sink.js';
import { createSmtpTestApp, createTestApp, type SmtpTestContext, type TestContext } from '#server/test/test-app.js';

// Without SMTP_URL, mail is written to DATA_DIR/outbox: the flow reads its link from there.
let ctx: TestContext;
let ids: { countryId: number; genderId: number };
beforeAll(async () => {
  ctx = await createTestApp({
    env: { RATE_LIMIT_ALLOW: '127.0.0.1', PUBLIC_URL: 'https://kilele.example/', PASSWORD_RESETS_PER_CLIENT_HOUR: '4' },
  });
  ids = await referenceIds(ctx.app);
});
afterAll(() => ctx.close());

const post = (app: TestContext['app'], url: string, payload: object, remoteAddress = '127.0.0.1') =>
  call(app, { method: 'POST', url, payload, remoteAddress });
const login = (email: string, password: string) => post(ctx.app, '/api/login', { email, password });
const me = (token: string) => call(ctx.app, { url: '/api/user', headers: { authorization: `Bearer ${token}` } });
const confirm = (token: string, password: string, confirmPassword = password) =>
  post(ctx.app, '/api/password-reset/confirm', { token, password, 'confirm-password': confirmPassword });

let n = 0;
async function newAccount(name = 'Amina Mussa') {
  const email = `reset${++n}@example.com`;
  const res = await post(ctx.app, '/api/register', registrationFields(ids, { email, name }));
  expect(res.statusCode).toBe(201);
  return email;
}

const LINK = /https?:\/\/\S+?\/reset-password\?token=([A-Za-z0-9_-]+)/;

/** Asks for a link and reads it from the newest outbox file addressed to `email`. */
async function requestLink(email: string): Promise<{ url: string; token: string }> {
  const res = await post(ctx.app, '/api/password-reset', { email });
  expect(res.statusCode).toBe(200);
  await ctx.app.mail.flush();
  const outbox = join(ctx.env.DATA_DIR, 'outbox');
  const mails = await Promise.all(
    readdirSync(outbox)
      .filter((f) => f.includes('password-reset'))
      .sort()
      .map(async (f) => simpleParser(readFileSync(join(outbox, f)))),
  );
  const mail = mails.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === email).at(-1);
  const match = mail?.text?.match(LINK);
  if (!match?.[1]) throw new Error(`no reset link was mailed to ${email}`);
  return { url: match[0], token: match[1] };
}

const outboxFiles = () => readdirSync(join(ctx.env.DATA_DIR, 'outbox'));
const SAME_ANSWER = {
  status: true,
  code: 200,
  message: 'If an account uses this address, a password reset link has been sent to it. Please check your inbox.',
  data: null,
};

describe('POST /api/password-reset', () => {
  it('mails a one-time link to the site, storing only its hash, and names nobody in the answer', async () => {
    const email = await newAccount('Neema Said');
    const res = await post(ctx.app, '/api/password-reset', { email: email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual(SAME_ANSWER);
    const { url, token } = await requestLink(email);
    expect(url).toBe(`https://kilele.example/reset-password?token=${token}`);
    expect(token.length).toBeGreaterThanOrEqual(32);
    const stored = await ctx.database.db.select().from(passwordResetTokens);
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
    const row = stored.at(-1)!;
    const lifetime = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(Math.abs(lifetime - 60 * 60 * 1000)).toBeLessThan(5000);
  });

  it('answers an unknown e-mail exactly as a known one, and sends nothing', async () => {
    const known = await post(ctx.app, '/api/password-reset', { email: await newAccount() }, '198.51.100.7');
    await ctx.app.mail.flush();
    const before = outboxFiles().length;
    const unknown = await post(ctx.app, '/api/password-reset', { email: 'nobody@example.com' }, '198.51.100.7');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.body).toEqual(SAME_ANSWER);
    await ctx.app.mail.flush();
    expect(outboxFiles()).toHaveLength(before);
  });

  it('mails one address at most 3 times an hour, whoever asks, and answers every request alike', async () => {
    const email = await newAccount();
    const mailsTo = async () => {
      await ctx.app.mail.flush();
      const rows = await ctx.database.db.select().from(passwordResetTokens);
      return rows.length;
    };
    const start = await mailsTo();
    for (const client of ['198.51.100.11', '198.51.100.12', '198.51.100.13', '198.51.100.11', '198.51.100.12']) {
      const res = await post(ctx.app, '/api/password-reset', { email }, client);
      expect(res.body).toEqual(SAME_ANSWER);
    }
    expect((await mailsTo()) - start).toBe(3);
  });

  it('lets one client have at most PASSWORD_RESETS_PER_CLIENT_HOUR reset mails sent, whichever addresses it names', async () => {
    const emails = [];
    for (let i = 0; i < 6; i++) emails.push(await newAccount());
    const before = (await ctx.database.db.select().from(passwordResetTokens)).length;
    for (const email of emails) {
      expect((await post(ctx.app, '/api/password-reset', { email }, '198.51.100.20')).body).toEqual(SAME_ANSWER);
    }
    await ctx.app.mail.flush();
    const after = (await ctx.database.db.select().from(passwordResetTokens)).length;
    expect(after - before).toBe(4);
    // Another client still reaches the addresses it asks for.
    await post(ctx.app, '/api/password-reset', { email: emails[5]! }, '198.51.100.21');
    await ctx.app.mail.flush();
    expect((await ctx.database.db.select().from(passwordResetTokens)).length).toBe(after + 1);
  });

  it("asks for the e-mail with the form's message", async () => {
    for (const [email, message] of [
      ['', 'Please enter your email address.'],
      ['not-an-email', 'Please enter a valid email address'],
    ]) {
      const res = await post(ctx.app, '/api/password-reset', { email: email! });
      expect(res.statusCode).toBe(422);
      expect(res.body.errors).toEqual({ email: [message] });
    }
  });
});

describe('POST /api/password-reset/confirm', () => {
  it('sets the new password once, signs out every session and retires the other links', async () => {
    const email = await newAccount();
    const session = (await login(email, 'kilimanjaro')).body.data.token as string;
    expect((await me(session)).statusCode).toBe(200);
    const earlier = await requestLink(email);
    const { token } = await requestLink(email);

    // The registration password rules, with their messages; nothing changes.
    expect((await confirm(token, 'short')).body.errors).toEqual({
      password: ['Password must be at least 6 characters long.'],
    });
    expect((await confirm(token, 'serengeti', 'serengetti')).body.errors).toEqual({
      'confirm-password': ['Passwords do not match.'],
    });
    expect((await me(session)).statusCode).toBe(200);

    const done = await confirm(token, 'serengeti');
    expect(done.statusCode).toBe(200);
    expect(done.body.status).toBe(true);

    expect((await me(session)).statusCode).toBe(401);
    expect((await login(email, 'kilimanjaro')).statusCode).toBe(401);
    const fresh = await login(email, 'serengeti');
    expect(fresh.statusCode).toBe(200);
    expect((await me(fresh.body.data.token)).statusCode).toBe(200);

    for (const used of [token, earlier.token]) {
      const again = await confirm(used, 'another-one');
      expect(again.statusCode).toBe(422);
      expect(again.body.message).toBe('This password reset link has already been used. Please request a new one.');
      expect(again.body.errors).toEqual({ token: [again.body.message] });
    }
    expect((await login(email, 'serengeti')).statusCode).toBe(200);
  });

  it('refuses an expired link and an unknown one with a clear message', async () => {
    const email = await newAccount();
    const { token } = await requestLink(email);
    await ctx.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await confirm(token, 'serengeti');
    expect(expired.statusCode).toBe(422);
    expect(expired.body.message).toBe('This password reset link has expired. Please request a new one.');
    const unknown = await confirm('x'.repeat(43), 'serengeti');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body.message).toBe('This password reset link is not valid. Please request a new one.');
    expect((await login(email, 'kilimanjaro')).statusCode).toBe(200);
  });

  it('asks for every field', async () => {
    const res = await post(ctx.app, '/api/password-reset/confirm', {});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.body.errors ?? {})).toEqual(['token', 'password', 'confirm-password']);
  });
});

describe('password reset: rate limits', () => {
  it('limits requests and confirmations to 10 a minute per address (429 with Retry-After)', async () => {
    for (const [url, body] of [
      ['/api/password-reset', { email: 'nobody@example.com' }],
      [
        '/api/password-reset/confirm',
        { token: 'x'.repeat(43), password: 'serengeti', 'confirm-password': 'serengeti' },
      ],
    ] as const) {
      for (let i = 0; i < 10; i++) expect((await post(ctx.app, url, body, '203.0.113.30')).statusCode).not.toBe(429);
      const limited = await post(ctx.app, url, body, '203.0.113.30');
      expect(limited.statusCode).toBe(429);
      expect(limited.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});

describe('password reset over real SMTP', () => {
  let sink: SmtpSink;
  let smtp: SmtpTestContext;
  beforeAll(async () => {
    smtp = await createSmtpTestApp({ PUBLIC_URL: 'http://127.0.0.1:3999' });
    sink = smtp.sink;
  });
  afterAll(() => smtp.close());

  it('delivers the link to the account holder, as text and as HTML, and the link works', async () => {
    const email = 'smtp-reset@example.com';
    expect((await post(smtp.app, '/api/register', registrationFields(ids, { email }))).statusCode).toBe(201);
    expect((await post(smtp.app, '/api/password-reset', { email })).statusCode).toBe(200);
    await smtp.app.mail.flush();
    // The registration's own mail (the link that confirms the address) went to the same address first.
    const mail = await sink.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Reset'));
    expect(mail.subject).toBe('Reset your Kilele Safaris password');
    expect(mail.text).toContain('expires in 60 minutes');
    const token = mail.text.match(LINK)?.[1];
    expect(token).toBeDefined();
    expect(mail.html).toContain(`href="http://127.0.0.1:3999/reset-password?token=${token}"`);

    const done = await post(smtp.app, '/api/password-reset/confirm', {
      token: token!,
      password: 'zanzibar-2024',
      'confirm-password': 'zanzibar-2024',
    });
    expect(done.statusCode).toBe(200);
    expect((await post(smtp.app, '/api/login', { email, password: 'zanzibar-2024' })).statusCode).toBe(200);
  });
});
