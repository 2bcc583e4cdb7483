import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport } from '#domain/api/account-data.js';
import { todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import { ACCOUNT_PASSWORD_REQUIRED_MESSAGE, ACCOUNT_PASSWORD_WRONG_MESSAGE } from '#domain/schemas/account-deletion.js';
import { mailOutbox, newsletterSubscribers, staffAudit, testimonials, users } from '#server/db/schema/index.js';
import { deskTestApp, type Desk, type SentRequest } from '#server/test/desk.js';
import { call } from '#server/test/http.js';
import { tripBookingPayload, type Reference } from '#server/test/requests-test-data.js';
import { staffMember } from '#server/test/staff.js';
import type { TestContext } from '#server/test/test-app.js';
import { signUp, type SignedInUser } from '#server/test/users.js';

// The tourist's own data (docs/decisions/038-what-deleting-an-account-erases.md): the export, and the erasure that
// keeps the agency's books; another account is never touched.

let ctx: TestContext;
let ref: Reference;
let staff: Desk;
let amina: SignedInUser;
let juma: SignedInUser;
let aminaSent: SentRequest;
let jumaSent: SentRequest;
const PASSWORD = 'kilimanjaro';
const PASSPORT_KEY = 'passports/amina-mussa-test.png';

const as = (user: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(ctx.app, { method, url, headers: user.headers, ...(payload ? { payload } : {}) });
const exportOf = (user: SignedInUser) =>
  call<AccountExport>(ctx.app, { url: '/api/user/export', headers: user.headers });
const remove = (headers: Record<string, string>, payload: object) =>
  call(ctx.app, { method: 'DELETE', url: '/api/user', headers, payload });
const withoutMoment = ({ exported_at: _at, ...rest }: AccountExport) => rest;

/** A signed-in tourist with a like, a rating, a cart line, a testimonial, a subscription and a booking. */
async function busyTourist(name: string, first: string, last: string): Promise<[SignedInUser, SentRequest]> {
  const user = await signUp(ctx.app, name);
  const trip = ref.trips[0]!;
  await as(user, 'POST', '/api/toggle_like', { likeable_type: 'trip', likeable_uuid: trip.uuid });
  await as(user, 'POST', '/api/submit_rating', {
    rateable_type: 'trip',
    rateable_uuid: trip.uuid,
    rating: 4,
    comment: `${first} loved it`,
  });
  // A destination: booking the trip takes the trip out of the cart.
  await as(user, 'POST', '/api/cart/add', {
    cartable_type: 'destination',
    cartable_uuid: ref.destinationUuid,
    quantity: 2,
  });
  await as(user, 'POST', '/api/save-testimonal', { comments: `Asante sana from ${first}` });
  await call(ctx.app, { method: 'POST', url: '/api/subscribe', payload: { email: user.email } });
  const booked = await as(
    user,
    'POST',
    '/api/save_booking',
    tripBookingPayload(ref, { fname: first, lname: last, email: user.email, note: `${first} is vegetarian` }),
  );
  expect(booked.statusCode).toBe(201);
  const reference = String(booked.body.data.reference);
  const found = await staff.list(`?q=${reference}`);
  const sent = { reference, uuid: found.body.data.requests[0]!.uuid };
  const written = await as(user, 'POST', `/api/requests/${reference}/messages`, {
    body: `${first} here: can we add a night in Arusha?`,
  });
  expect(written.statusCode).toBe(201);
  return [user, sent];
}

beforeAll(async () => {
  ({ ctx, ref, staff } = await deskTestApp('Neema'));
  [amina, aminaSent] = await busyTourist('Amina Mussa', 'Amina', 'Mussa');
  [juma, jumaSent] = await busyTourist('Juma Hassan', 'Juma', 'Hassan');
  // Amina's request is confirmed and a deposit is booked: the agency's books.
  const version = async () => (await staff.get(aminaSent.uuid)).body.data.request.version;
  await staff.move(aminaSent.uuid, { version: await version(), status: 'in_progress' });
  expect(
    (await staff.move(aminaSent.uuid, { version: await version(), status: 'confirmed', quoted_price: 4000 }))
      .statusCode,
  ).toBe(200);
  const paid = await call(ctx.app, {
    method: 'POST',
    url: `/api/admin/requests/${aminaSent.uuid}/payments`,
    headers: staff.headers,
    payload: {
      kind: 'payment',
      method: 'bank_transfer',
      amount: 1200,
      currency: 'USD',
      received_on: todayInDarEsSalaam(),
      reference: 'FT26 0412',
    },
  });
  expect(paid.statusCode).toBe(201);
  // The travellers' details of her confirmed trip: two passports, sealed at rest.
  const traveller = (name: string, passport: string) => ({
    full_name: name,
    nationality: ref.countryId,
    date_of_birth: '1990-05-01',
    passport_number: passport,
    passport_expiry: '2040-01-01',
  });
  const details = await as(amina, 'PUT', `/api/requests/${aminaSent.reference}/travellers`, {
    travellers: [traveller('Amina Mussa', 'TZ9914401'), traveller('Baraka Mussa', 'TZ9914402')],
    emergency_contact: { name: 'Zawadi Mussa', phone: '+255 754 000 111' },
  });
  expect(details.statusCode).toBe(200);
});
afterAll(() => ctx.close());

describe('GET /api/user/export', () => {
  it('answers everything stored about the account as a private JSON download, and never a hash or a token', async () => {
    const res = await exportOf(amina);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="account-data-KS-[A-Z0-9]{6}-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = res.body.data as Record<string, any>;
    expect(data.format).toBe('account-export/1');
    expect(data.account).toMatchObject({ name: 'Amina Mussa', email: amina.email, passport_image_uploaded: false });
    expect(data.sessions).toMatchObject({ signed_in_times: 1, active_sessions: 1 });
    expect(data.requests).toHaveLength(1);
    const request = data.requests[0];
    expect(request).toMatchObject({
      reference: aminaSent.reference,
      status: 'confirmed',
      contact: { first_name: 'Amina', email: amina.email },
    });
    expect(request.lines[0]).toMatchObject({ note: 'Amina is vegetarian', guests: 2 });
    expect(request.payments).toEqual([
      expect.objectContaining({ amount_usd: 1200, reference: 'FT26 0412', voided_at: null }),
    ]);
    expect(request.timeline.map((e: { text: string }) => e.text)).toContain(
      'Amina here: can we add a night in Arusha?',
    );
    expect(data.likes).toEqual([expect.objectContaining({ item_type: 'trip', item_uuid: ref.trips[0]!.uuid })]);
    expect(data.ratings).toEqual([expect.objectContaining({ rating: 4, comment: 'Amina loved it' })]);
    expect(data.cart).toEqual([expect.objectContaining({ guests: 2 })]);
    expect(data.testimonials).toEqual([
      expect.objectContaining({ comments: 'Asante sana from Amina', status: 'pending' }),
    ]);
    expect(data.travellers).toEqual([
      expect.objectContaining({
        request_reference: aminaSent.reference,
        emergency_contact: { name: 'Zawadi Mussa', phone: '+255 754 000 111' },
      }),
    ]);
    expect(data.travellers[0].travellers.map((t: { passport_number: string }) => t.passport_number)).toEqual([
      '•••• 4401',
      '•••• 4402',
    ]);
    expect(data.newsletter).toMatchObject({ subscribed: true });
    expect(data.emails.length).toBeGreaterThan(0);
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/[0-9a-f]{64}|\$argon2|"\w*(hash|token)\w*":/i);
    expect(text).not.toContain(amina.token);
    expect(text).not.toContain('Juma');
    expect(text).not.toMatch(/TZ99144/);
  });

  it('is 401 without a valid token', async () => {
    expect((await call(ctx.app, '/api/user/export')).statusCode).toBe(401);
  });
});

describe('DELETE /api/user', () => {
  let jumaBefore: AccountExport;
  let aminaSecond: string;
  let ledgerBefore: unknown;
  beforeAll(async () => {
    await ctx.app.mail.flush();
    jumaBefore = (await exportOf(juma)).body.data;
    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: amina.email, password: PASSWORD },
    });
    aminaSecond = login.body.data.token;
    ledgerBefore = (await staff.get(aminaSent.uuid)).body.data.request;
    // A passport image given at sign-up (registration.api.test.ts sends real ones through the form).
    await ctx.app.uploads.put(PASSPORT_KEY, Buffer.from('passport'), 'image/png');
    await ctx.database.db.update(users).set({ passportImagePath: PASSPORT_KEY }).where(eq(users.email, amina.email));
  });

  it.each([
    [{}, ACCOUNT_PASSWORD_REQUIRED_MESSAGE],
    [{ password: 'serengeti' }, ACCOUNT_PASSWORD_WRONG_MESSAGE],
  ])('refuses %j with a 422 and changes nothing', async (body, message) => {
    const before = withoutMoment((await exportOf(amina)).body.data);
    const res = await remove(amina.headers, body);
    expect(res.statusCode).toBe(422);
    expect(res.body).toMatchObject({ status: false, message, errors: { password: [message] } });
    expect(withoutMoment((await exportOf(amina)).body.data)).toEqual(before);
  });

  it('is not for staff: a staff token is a 401 and nobody is erased', async () => {
    const owner = await staffMember(ctx, 'owner', 'Baraka');
    expect((await remove(owner.headers, { password: PASSWORD })).statusCode).toBe(401);
    expect((await exportOf(amina)).statusCode).toBe(200);
  });

  it('erases the person, signs out every session, and keeps the request, its amounts and its ledger without a name', async () => {
    const res = await remove(amina.headers, { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: true, code: 200, message: 'Your account has been deleted.', data: null });

    for (const token of [amina.token, aminaSecond]) {
      expect(
        (await call(ctx.app, { url: '/api/user', headers: { authorization: `Bearer ${token}` } })).statusCode,
      ).toBe(401);
    }
    expect((await remove(amina.headers, { password: PASSWORD })).statusCode).toBe(401);
    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: amina.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    expect(login.body.message).toBe('Invalid email or password.');

    const after = (await staff.get(aminaSent.uuid)).body.data.request as Record<string, any>;
    expect(after.customer).toMatchObject({ name: 'Deleted traveller', email: '', phone: '' });
    const before = ledgerBefore as Record<string, any>;
    for (const key of ['reference', 'status', 'quoted_price', 'total_price', 'payments'])
      expect(after[key]).toEqual(before[key]);
    const { timeline, ...rest } = after;
    expect(JSON.stringify(rest)).not.toMatch(/Amina|Mussa|Zawadi|TZ99144|vegetarian|traveller-/);
    expect(after.travellers).toEqual([]);
    // The timeline is append-only history: the tourist's own message stays as the correspondence of the booking.
    expect(JSON.stringify(timeline)).toContain('can we add a night in Arusha?');
    expect((await staff.list('?q=Amina')).body.data.requests).toEqual([]);
    expect((await staff.list(`?q=${amina.email}`)).body.data.requests).toEqual([]);
    expect((await staff.list(`?q=${aminaSent.reference}`)).body.data.requests).toHaveLength(1);
  });

  it('leaves no copy of the person in the outbox, the testimonials, the newsletter or the audit trail', async () => {
    const { db } = ctx.database;
    const mails = await db.select().from(mailOutbox);
    expect(JSON.stringify(mails)).not.toMatch(/Amina|Mussa/);
    expect(mails.filter((m) => m.toAddress === amina.email)).toEqual([]);
    expect(
      await db
        .select()
        .from(testimonials)
        .where(sql`${testimonials.comments} like '%Amina%'`),
    ).toEqual([]);
    expect(await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, amina.email))).toEqual(
      [],
    );
    expect(await ctx.app.uploads.has(PASSPORT_KEY)).toBe(false);
    const [audit] = await db.select().from(staffAudit).where(eq(staffAudit.action, 'account.erase'));
    expect(audit).toMatchObject({
      staffId: null,
      target: 'account',
      after: { requests: [aminaSent.reference], payments: 1, testimonials: 1 },
    });
    expect(JSON.stringify(audit)).not.toMatch(/Amina|Mussa|example\.com/);
  });

  it('lets the desk go on with the anonymised request; its messages reach nobody and leave no copy', async () => {
    const sent = await staff.message(aminaSent.uuid, { body: 'Your driver will wait at the arrivals hall.' });
    expect(sent.statusCode).toBe(201);
    const mails = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, ''));
    expect(mails.filter((m) => m.status === 'pending')).toEqual([]);
  });

  it("leaves another account's data exactly as it was", async () => {
    const now = await exportOf(juma);
    expect(now.statusCode).toBe(200);
    expect(withoutMoment(now.body.data)).toEqual(withoutMoment(jumaBefore));
    expect((await staff.list('?q=Juma')).body.data.requests.map((r) => r.reference)).toEqual([jumaSent.reference]);
    expect((await staff.get(jumaSent.uuid)).body.data.request.customer).toMatchObject({
      name: 'Juma Hassan',
      email: juma.email,
    });
  });
});
