import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerificationTokens } from '#server/db/schema/index.js';
import { registrationFields } from '#server/test/account-fixtures.js';
import { call } from '#server/test/http.js';
import {
  contactInquiryPayload,
  loadReference,
  tripBookingPayload,
  type Reference,
} from '#server/test/requests-test-data.js';
import { bearer, referenceIds } from '#server/test/users.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';

// A visitor's earlier requests join the account registered with their address once the address is confirmed
// by the link mailed at registration. Without SMTP_URL the mails are files in DATA_DIR/outbox.
let ctx: TestContext;
let ref: Reference;
let ids: { countryId: number; genderId: number };
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1', PUBLIC_URL: 'https://kilele.example/' } });
  [ref, ids] = await Promise.all([loadReference(ctx.app), referenceIds(ctx.app)]);
});
afterAll(() => ctx.close());

const post = (url: string, payload?: object, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  call(ctx.app, { method: 'POST', url, payload, headers, remoteAddress });
const verify = (token: string) => post('/api/verify-email', { token });
const dashboard = (token: string) => call(ctx.app, { url: '/api/user/dashboard', headers: bearer(token) });
const me = (token: string) => call(ctx.app, { url: '/api/user', headers: bearer(token) });

let n = 0;
const freshEmail = (name: string) => `${name}.${++n}@example.de`;

async function register(email: string, locale?: string) {
  const res = await post('/api/register', { ...registrationFields(ids, { email, name: 'Lena Vogel' }), locale });
  expect(res.statusCode).toBe(201);
  const login = await post('/api/login', { email, password: 'kilimanjaro' });
  return login.body.data.token as string;
}

/** The confirmation mails sent to `email`, oldest first. */
async function mailsTo(email: string): Promise<ParsedMail[]> {
  await ctx.app.mail.flush();
  const outbox = join(ctx.env.DATA_DIR, 'outbox');
  const mails = await Promise.all(
    readdirSync(outbox)
      .filter((file) => file.includes('email-verification'))
      .sort()
      .map((file) => simpleParser(readFileSync(join(outbox, file)))),
  );
  return mails.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === email.toLowerCase());
}

const LINK = /https:\/\/kilele\.example\/(?:[a-z]{2}\/)?verify-email\?token=([A-Za-z0-9_-]+)/;

async function linkTo(email: string): Promise<{ url: string; token: string }> {
  const match = (await mailsTo(email)).at(-1)?.text?.match(LINK);
  if (!match?.[1]) throw new Error(`no confirmation link was mailed to ${email}`);
  return { url: match[0], token: match[1] };
}

describe('registration', () => {
  it('mails a one-time link in the language of the page, valid 7 days, storing only its hash', async () => {
    const email = freshEmail('lena');
    const token = await register(email, 'de');
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Kilele Safaris');
    const link = await linkTo(email);
    expect(link.url).toBe(`https://kilele.example/de/verify-email?token=${link.token}`);
    expect(link.token.length).toBeGreaterThanOrEqual(32);

    const stored = await ctx.database.db.select().from(emailVerificationTokens);
    expect(stored.map((row) => row.tokenHash)).not.toContain(link.token);
    const row = stored.at(-1)!;
    expect(Math.abs(row.expiresAt.getTime() - row.createdAt.getTime() - 7 * 24 * 3600 * 1000)).toBeLessThan(5000);
    expect((await me(token)).body.data.user.email_verified).toBe(false);
  });

  it('refuses a locale the site does not speak', async () => {
    const res = await post('/api/register', { ...registrationFields(ids, { email: freshEmail('x') }), locale: 'xx' });
    expect(res.statusCode).toBe(422);
    expect(res.body.errors).toHaveProperty('locale');
  });
});

describe('POST /api/verify-email', () => {
  it('confirms the address and brings in the requests sent from it without an account, whatever the letter case', async () => {
    const email = freshEmail('lena.vogel');
    const shouted = email.toUpperCase();
    // Sent as a visitor before the account existed: a booking and a contact inquiry.
    const booking = await post('/api/save_booking', tripBookingPayload(ref, { email: shouted }));
    const inquiry = await post('/api/save-inquiry', contactInquiryPayload(ref, { email }));
    expect([booking.statusCode, inquiry.statusCode]).toEqual([201, 201]);
    // Somebody else's, and one sent from this address by another account: neither moves.
    await post('/api/save_booking', tripBookingPayload(ref, { email: freshEmail('someone') }));
    const other = await register(freshEmail('other'));
    const othersBooking = await post('/api/save_booking', tripBookingPayload(ref, { email, note: 'for a friend' }), {
      authorization: `Bearer ${other}`,
    });
    expect(othersBooking.statusCode).toBe(201);

    const token = await register(email);
    // Registering is not enough: anyone can type any address.
    expect((await dashboard(token)).body.data.bookings).toEqual([]);

    const res = await verify((await linkTo(email)).token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({
      status: true,
      message: 'Your e-mail address is confirmed.',
      data: { email: email.toLowerCase(), requests_added: 2 },
    });

    const mine = (await dashboard(token)).body.data;
    expect(mine.user_profile.email_verified).toBe(true);
    expect(mine.bookings.map((row: { reference: string }) => row.reference)).toEqual([booking.body.data.reference]);
    expect(mine.statistics.total_bookings).toBe(1);
    expect((await me(token)).body.data.user.email_verified).toBe(true);
    // The other account keeps its own.
    const theirs = (await dashboard(other)).body.data.bookings;
    expect(theirs.map((row: { reference: string }) => row.reference)).toEqual([othersBooking.body.data.reference]);
  });

  it('works once; an unknown or expired link says why', async () => {
    const email = freshEmail('once');
    await register(email);
    const { token } = await linkTo(email);
    expect((await verify(token)).statusCode).toBe(200);
    const again = await verify(token);
    expect(again.statusCode).toBe(422);
    expect(again.body.errors).toEqual({ token: ['This confirmation link has already been used.'] });

    const unknown = await verify('not-a-token-we-made');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body.message).toBe(
      'This confirmation link is not valid. You can ask for a new one on your dashboard.',
    );

    const late = freshEmail('late');
    await register(late);
    const expired = await linkTo(late);
    await ctx.database.db.update(emailVerificationTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await verify(expired.token);
    expect(res.statusCode).toBe(422);
    expect(res.body.message).toBe('This confirmation link has expired. You can ask for a new one on your dashboard.');
  });
});

describe('POST /api/user/email-verification', () => {
  it('mails a signed-in tourist a new link, a few an hour, until the address is confirmed', async () => {
    const email = freshEmail('again');
    const token = await register(email);
    expect((await post('/api/user/email-verification')).statusCode).toBe(401);

    const res = await post('/api/user/email-verification', { locale: 'fr' }, bearer(token));
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('A new confirmation link is on its way to your e-mail address.');
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails.at(-1)?.text).toContain('https://kilele.example/fr/verify-email?token=');

    // The registration's mail and two more: the fourth in an hour waits.
    expect((await post('/api/user/email-verification', {}, bearer(token))).statusCode).toBe(200);
    // From a client the test's allow list does not cover: the address has had its three this hour.
    const past = await post('/api/user/email-verification', {}, bearer(token), '198.51.100.40');
    expect(past.statusCode).toBe(429);
    expect(past.headers['retry-after']).toBe('3600');

    // Either link still confirms it; then there is nothing left to send.
    expect((await verify((await linkTo(email)).token)).statusCode).toBe(200);
    const done = await post('/api/user/email-verification', {}, bearer(token));
    expect(done.statusCode).toBe(409);
    expect(done.body.message).toBe('Your e-mail address is already confirmed.');
  });
});

describe('an account without a confirmed address', () => {
  it('keeps the requests of its address apart', async () => {
    const email = freshEmail('waits');
    await post('/api/save_booking', tripBookingPayload(ref, { email }));
    const token = await register(email);
    expect((await dashboard(token)).body.data.statistics.total_bookings).toBe(0);
    expect((await me(token)).body.data.user.email_verified).toBe(false);
    // Not by address alone: the link of another account does not confirm this one.
    const stranger = freshEmail('stranger');
    await register(stranger);
    await verify((await linkTo(stranger)).token);
    expect((await dashboard(token)).body.data.statistics.total_bookings).toBe(0);
  });
});
