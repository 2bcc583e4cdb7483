import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TravellersDetailsAnswer } from '#domain/api/travellers.js';
import type { TrackedRequest } from '#domain/api/requests-desk.js';
import { TRACKING_LINK_MESSAGE } from '#domain/schemas/messages.js';
import { mailOutbox, requests, travellers, users } from '#server/db/schema/index.js';
import { deskTestApp, deskUuid, uniqueEmail, type Desk } from '#server/test/desk.js';
import { call } from '#server/test/http.js';
import { futureDates, tripBookingPayload, type Reference } from '#server/test/requests-test-data.js';
import type { TestContext } from '#server/test/test-app.js';
import { signUp, type SignedInUser } from '#server/test/users.js';
import { eraseAccountTravellers } from '#server/use-cases/travellers/erase-account-travellers.js';
import { eraseExpiredTravellerData } from '#server/use-cases/travellers/erase-expired-traveller-data.js';

// The travellers' details through the real app: what the tourist may send and when, what they and staff read back,
// how the numbers are kept, when they are erased, and the manifest.

let ctx: TestContext;
let ref: Reference;
let staff: Desk;
let owner: SignedInUser;
const now = new Date();

beforeAll(async () => {
  ({ ctx, ref, staff } = await deskTestApp('Neema', {}, () => now));
  owner = await signUp(ctx.app, 'Lena Vogel');
});
afterAll(() => ctx.close());

const START = futureDates().low; // next year's 10 March, two guests, no end date: the trip ends the day it starts
const nextYear = START.slice(0, 4);
const VALID_EXPIRY = `${Number(nextYear) + 3}-01-31`;

interface Sent {
  reference: string;
  uuid: string;
  key: string;
}

async function lastKey(): Promise<string> {
  const [row] = await ctx.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, 'booking-confirmation'))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return decodeURIComponent(/\/requests\/TZ-[A-Z0-9]{6}\?key=([^\s"<&]+)/.exec(row!.textBody)![1]!);
}

/** A trip for two booked (by the signed-in owner or a visitor) and, unless told, confirmed by the agent. */
async function confirmedTrip({ signedIn = false, confirm = true, start = START } = {}): Promise<Sent> {
  const res = await call(ctx.app, {
    method: 'POST',
    url: '/api/save_booking',
    payload: tripBookingPayload(ref, { email: signedIn ? owner.email : uniqueEmail('lena'), start_date: start }),
    ...(signedIn ? { headers: owner.headers } : {}),
  });
  expect(res.statusCode).toBe(201);
  const reference = String(res.body.data.reference);
  const key = await lastKey();
  const uuid = await deskUuid(ctx, staff.headers, reference);
  if (confirm) {
    expect((await staff.move(uuid, { status: 'in_progress', version: 1 })).statusCode).toBe(200);
    expect((await staff.move(uuid, { status: 'confirmed', version: 2 })).statusCode).toBe(200);
  }
  return { reference, uuid, key };
}

const person = (name: string, number: string, over: Record<string, unknown> = {}) => ({
  full_name: name,
  nationality: ref.countryId,
  date_of_birth: '1988-04-02',
  passport_number: number,
  passport_expiry: VALID_EXPIRY,
  dietary: 'Vegetarian',
  medical: '',
  ...over,
});

const details = (over: Record<string, unknown> = {}) => ({
  travellers: [person('Lena Schmidt', 'C01X00T47'), person('Jonas Schmidt', 'c01x 99k-81', { dietary: null })],
  arrival: { flight: 'kl 569', arrival_at: `${nextYear}-03-09T20:55` },
  emergency_contact: { name: 'Anke Schmidt', phone: '+49 30 555 0101' },
  ...over,
});

type Access = { key?: string; headers?: Record<string, string> };
const put = (sent: Pick<Sent, 'reference'>, body: unknown, access: Access) =>
  call<{ travellers: TravellersDetailsAnswer }>(ctx.app, {
    method: 'PUT',
    url: `/api/requests/${sent.reference}/travellers${access.key === undefined ? '' : `?key=${encodeURIComponent(access.key)}`}`,
    payload: body as object,
    ...(access.headers ? { headers: access.headers } : {}),
  });
const track = (sent: Sent) =>
  call<TrackedRequest>(ctx.app, { url: `/api/requests/${sent.reference}?key=${encodeURIComponent(sent.key)}` });
const storedRows = (sent: Sent) =>
  ctx.database.db
    .select()
    .from(travellers)
    .innerJoin(requests, eq(requests.id, travellers.requestId))
    .where(eq(requests.reference, sent.reference));

describe('PUT /api/requests/{reference}/travellers', () => {
  it('saves one entry per guest and answers with the passport numbers masked, here and on the tracking page', async () => {
    const sent = await confirmedTrip();
    expect((await track(sent)).body.data).toMatchObject({ travellers_complete: false, travellers: null });

    const res = await put(sent, details(), { key: sent.key });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const saved = res.body.data.travellers;
    expect(saved.travellers.map((t) => t.passport_number)).toEqual(['•••• 0T47', '•••• 9K81']);
    expect(saved.travellers[0]).toMatchObject({
      full_name: 'Lena Schmidt',
      nationality: { id: ref.countryId, name: 'Germany' },
      date_of_birth: '1988-04-02',
      passport_expiry: VALID_EXPIRY,
      dietary: 'Vegetarian',
      medical: null,
    });
    expect(saved.arrival).toEqual({ flight: 'KL 569', arrival_at: `${nextYear}-03-09T20:55` });
    expect(saved.emergency_contact).toEqual({ name: 'Anke Schmidt', phone: '+49 30 555 0101' });
    expect(JSON.stringify(res.body)).not.toMatch(/C01X00T47|C01X99K81/);

    const page = await track(sent);
    expect(page.body.data.travellers_complete).toBe(true);
    expect(page.body.data.travellers?.travellers.map((t) => t.passport_number)).toEqual(['•••• 0T47', '•••• 9K81']);
    expect(JSON.stringify(page.body)).not.toMatch(/C01X00T47|C01X99K81/);
  });

  it('shows staff the numbers in full, and keeps a number sent back masked without retyping', async () => {
    const sent = await confirmedTrip();
    await put(sent, details(), { key: sent.key });
    const desk = (await staff.get(sent.uuid)).body.data.request;
    expect(desk.travellers.map((t) => t.passport_number)).toEqual(['C01X00T47', 'C01X99K81']);
    expect(desk.travellers_complete).toBe(true);
    expect(desk.travel_details).toMatchObject({
      arrival: { flight: 'KL 569' },
      emergency_contact: { name: 'Anke Schmidt' },
    });

    // The form sends back what it was shown: the first number unchanged (masked), the second one new.
    const again = details({
      travellers: [person('Lena Schmidt', '•••• 0T47', { medical: 'Asthma' }), person('Jonas Schmidt', 'P7654321')],
    });
    const res = await put(sent, again, { key: sent.key });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.travellers.travellers.map((t) => t.passport_number)).toEqual(['•••• 0T47', '•••• 4321']);
    const after = (await staff.get(sent.uuid)).body.data.request.travellers;
    expect(after.map((t) => [t.passport_number, t.medical])).toEqual([
      ['C01X00T47', 'Asthma'],
      ['P7654321', null],
    ]);

    // A mask that does not match what is stored is no passport number.
    const wrong = await put(sent, details({ travellers: [person('A B', '•••• 9999'), person('C D', 'X1234567')] }), {
      key: sent.key,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body.errors?.['travellers.0.passport_number']).toEqual([
      'Please enter the passport number (letters and digits only).',
    ]);
  });

  it('stores the passport numbers sealed: the raw column never holds the number', async () => {
    const sent = await confirmedTrip();
    await put(sent, details(), { key: sent.key });
    const rows = await storedRows(sent);
    expect(rows).toHaveLength(2);
    for (const { travellers: row } of rows) {
      expect(row.passportNumberSealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(row.passportNumberSealed).not.toMatch(/C01X|00T47|99K81/);
    }
    // What the database itself holds, byte for byte.
    const raw = (await ctx.database.db.execute(
      sql`select convert_to(passport_number_sealed, 'UTF8')::text as bytes from travellers where request_id = (select id from requests where reference = ${sent.reference})`,
    )) as unknown as { rows: { bytes: string }[] };
    const bytes = raw.rows.map((row) => Buffer.from(row.bytes.slice(2), 'hex').toString('latin1')).join('|');
    expect(bytes).not.toContain('C01X00T47');
    expect(bytes).not.toContain('C01X99K81');
    expect(rows[0]!.travellers.passportNumberSealed).not.toBe(rows[1]!.travellers.passportNumberSealed);
  });

  it('refuses a wrong number of travellers, a passport expiring too soon and a birth date to come, changing nothing', async () => {
    const sent = await confirmedTrip();
    await put(sent, details(), { key: sent.key });
    const before = await storedRows(sent);

    const one = await put(sent, details({ travellers: [person('Lena Schmidt', 'C01X00T47')] }), { key: sent.key });
    expect(one.statusCode).toBe(422);
    expect(one.body.errors?.travellers).toEqual(['Please give the details of every guest: 2 travellers.']);

    // Six months after the trip (10 March) is 10 September: the 9th is a day short, the 10th is enough.
    const short = details({
      travellers: [person('Lena', 'C01X00T47', { passport_expiry: `${nextYear}-09-09` }), person('Jonas', 'K1234567')],
    });
    const refused = await put(sent, short, { key: sent.key });
    expect(refused.statusCode).toBe(422);
    expect(refused.body.message).toBe('Passport must be valid for at least six months after your trip.');
    expect(refused.body.errors?.['travellers.0.passport_expiry']).toEqual([
      'Passport must be valid for at least six months after your trip.',
    ]);

    const unborn = details({
      travellers: [person('Lena', 'C01X00T47', { date_of_birth: `${nextYear}-01-01` }), person('Jonas', 'K1234567')],
    });
    expect((await put(sent, unborn, { key: sent.key })).body.errors?.['travellers.0.date_of_birth']).toEqual([
      'Please enter a date of birth in the past.',
    ]);

    const shapes = [
      details({ emergency_contact: { name: '', phone: 'abc' } }),
      details({ travellers: [person('', 'C0'), person('Jonas', 'K1234567', { nationality: 999_999 })] }),
      details({ arrival: { flight: 'not a flight', arrival_at: 'tomorrow' } }),
      details({
        travellers: [person('x'.repeat(121), 'K1234567'), person('Jonas', 'K1234567', { medical: 'x'.repeat(501) })],
      }),
    ];
    for (const body of shapes) {
      const res = await put(sent, body, { key: sent.key });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.body.errors ?? {}).length).toBeGreaterThan(0);
    }
    expect(await storedRows(sent)).toEqual(before);

    const justEnough = details({
      travellers: [person('Lena', 'C01X00T47', { passport_expiry: `${nextYear}-09-10` }), person('Jonas', 'K1234567')],
    });
    expect((await put(sent, justEnough, { key: sent.key })).statusCode).toBe(200);
  });

  it('is only for a confirmed request: 409 with a message that says so', async () => {
    const sent = await confirmedTrip({ confirm: false });
    const res = await put(sent, details(), { key: sent.key });
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe("Travellers' details can be sent once your trip is confirmed.");
    expect(await storedRows(sent)).toEqual([]);
  });

  it("takes the owner's bearer token instead of the key; anything else is the tracking page's 404", async () => {
    const sent = await confirmedTrip({ signedIn: true });
    expect((await put(sent, details(), { headers: owner.headers })).statusCode).toBe(200);

    const stranger = await signUp(ctx.app, 'Someone Else');
    const other = await confirmedTrip();
    for (const access of [{}, { key: 'not-the-key' }, { headers: stranger.headers }, { key: other.key }]) {
      const refused = await put(
        sent,
        details({ travellers: [person('X', 'Z9999999'), person('Y', 'Z8888888')] }),
        access,
      );
      expect(refused.statusCode).toBe(404);
      expect(refused.body).toEqual({ status: false, code: 404, message: TRACKING_LINK_MESSAGE });
    }
    const kept = (await staff.get(sent.uuid)).body.data.request.travellers;
    expect(kept.map((t) => t.full_name)).toEqual(['Lena Schmidt', 'Jonas Schmidt']);
  });
});

describe('eraseExpiredTravellerData', () => {
  it('erases passport numbers and the sensitive fields the configured days after the trip, not before', async () => {
    const sent = await confirmedTrip();
    await put(sent, details(), { key: sent.key });
    const erase = (at: string) =>
      eraseExpiredTravellerData({ db: ctx.database.db, now: new Date(at), retentionDays: 30 });

    // The trip ends on 10 March; the data is kept through 9 April and erased from 10 April on (Dar es Salaam's day).
    await erase(`${nextYear}-04-09T12:00:00+03:00`);
    expect((await staff.get(sent.uuid)).body.data.request.travellers[0]!.passport_number).toBe('C01X00T47');

    expect(await erase(`${nextYear}-04-10T00:30:00+03:00`)).toBeGreaterThanOrEqual(1);
    const desk = (await staff.get(sent.uuid)).body.data.request;
    expect(desk.travellers[0]).toMatchObject({
      full_name: 'Lena Schmidt',
      passport_number: null,
      passport_expiry: null,
      date_of_birth: null,
      dietary: null,
      medical: null,
    });
    expect(desk.travel_details).toMatchObject({ emergency_contact: null });
    expect(desk.travel_details?.erased_at).not.toBeNull();
    for (const { travellers: row } of await storedRows(sent)) expect(row.passportNumberSealed).toBeNull();
    expect((await track(sent)).body.data.travellers_complete).toBe(false);
    // Erased once: a second sweep finds nothing of it.
    expect(await erase(`${nextYear}-04-11T00:30:00+03:00`)).toBe(0);
  });
});

describe('eraseAccountTravellers', () => {
  it("deletes the travellers of an account's requests, and only those", async () => {
    const mine = await confirmedTrip({ signedIn: true, start: futureDates().high });
    const theirs = await confirmedTrip();
    await put(mine, details(), { headers: owner.headers });
    await put(theirs, details(), { key: theirs.key });
    const [account] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, owner.email));
    expect(await eraseAccountTravellers({ db: ctx.database.db, userId: account!.id })).toBeGreaterThanOrEqual(1);
    expect(await storedRows(mine)).toEqual([]);
    expect((await staff.get(mine.uuid)).body.data.request).toMatchObject({ travellers: [], travel_details: null });
    expect(await storedRows(theirs)).toHaveLength(2);
  });
});

describe('the desk sees who has not sent them', () => {
  it('filters confirmed requests missing details and counts those starting in the next 60 days', async () => {
    const soon = new Date(now.getTime() + 20 * 86_400_000).toISOString().slice(0, 10);
    const missing = await confirmedTrip({ start: soon });
    const complete = await confirmedTrip({ start: soon });
    const notConfirmed = await confirmedTrip({ start: soon, confirm: false });
    const overview = async () =>
      (await call(ctx.app, { url: '/api/admin/overview', headers: staff.headers })).body.data.travellers_missing;
    const before = await overview();
    expect(before.count).toBeGreaterThanOrEqual(2);
    await put(
      complete,
      details({
        travellers: [person('A B', 'K1234567', { passport_expiry: VALID_EXPIRY }), person('C D', 'K7654321')],
      }),
      {
        key: complete.key,
      },
    );
    const after = await overview();
    expect(after.count).toBe(before.count - 1);
    expect(after.to > after.from).toBe(true);

    const listed = (
      await staff.list(`?travellers_missing=1&travel_from=${soon}&travel_to=${soon}`)
    ).body.data.requests.map((row) => row.reference);
    expect(listed).toContain(missing.reference);
    expect(listed).not.toContain(complete.reference);
    expect(listed).not.toContain(notConfirmed.reference);
  });
});

describe('GET /api/admin/manifest.csv', () => {
  const manifest = (query: string) =>
    ctx.app.inject({ url: `/api/admin/manifest.csv${query}`, headers: staff.headers });

  it('lists the travellers of confirmed trips starting in the range, numbers in full, spreadsheet-safe', async () => {
    const start = `${Number(nextYear) + 1}-02-14`;
    const sent = await confirmedTrip({ start });
    await put(
      sent,
      details({
        travellers: [
          person('=HYPERLINK("x")', 'C01X00T47', {
            passport_expiry: VALID_EXPIRY.replace(nextYear, String(Number(nextYear) + 2)),
          }),
          person('Jonas Schmidt', 'K1234567', { passport_expiry: `${Number(nextYear) + 4}-01-01` }),
        ],
      }),
      { key: sent.key },
    );
    const unconfirmed = await confirmedTrip({ start, confirm: false });
    const notSent = await confirmedTrip({ start: `${Number(nextYear) + 1}-02-15` });
    const outside = await confirmedTrip({ start: `${Number(nextYear) + 1}-03-01` });

    const res = await manifest(`?from=${start}&to=${Number(nextYear) + 1}-02-20`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="manifest-/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Reference,Trip,Start date,Traveller,Nationality,Date of birth,Passport number,Passport expiry,Dietary,Medical,Arrival flight,Arrival',
    );
    const mine = lines.filter((line) => line.startsWith(sent.reference));
    expect(mine).toHaveLength(2);
    expect(mine[0]).toContain(`,${start},"'=HYPERLINK(""x"")",Germany,1988-04-02,C01X00T47,`);
    expect(mine[1]).toContain('Jonas Schmidt,Germany,1988-04-02,K1234567,');
    expect(mine[1]).toContain(',KL 569,');
    expect(lines.find((line) => line.startsWith(notSent.reference))).toContain('Details not sent yet');
    expect(res.body).not.toContain(unconfirmed.reference);
    expect(res.body).not.toContain(outside.reference);
  });

  it('refuses a missing or backwards range, and tourists', async () => {
    expect((await manifest('')).statusCode).toBe(422);
    expect((await manifest('?from=2030-02-10&to=2030-02-01')).statusCode).toBe(422);
    const tourist = await ctx.app.inject({
      url: '/api/admin/manifest.csv?from=2030-01-01&to=2030-02-01',
      headers: owner.headers,
    });
    expect(tourist.statusCode).toBe(401);
  });
});
