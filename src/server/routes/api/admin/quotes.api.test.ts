import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteAnswer, RequestPaymentsAnswer } from '#domain/api/quotes.js';
import { addDays, todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import { bookingTotal } from '#domain/pricing/booking-total.js';
import { mailOutbox, tripPoints } from '#server/db/schema/index.js';
import { createBookingsRepository } from '#server/repositories/bookings-repository.js';
import { deskTestApp, type Desk, type Visitor } from '#server/test/desk.js';
import { call } from '#server/test/http.js';
import { futureDates, type Reference } from '#server/test/requests-test-data.js';
import { staffMember } from '#server/test/staff.js';
import type { TestContext } from '#server/test/test-app.js';

// Quotes the tourist accepts online and the payments ledger, through the real app
// (docs/decisions/033-quotes-and-the-payments-ledger.md). The app's clock is the test's, so days pass.

let ctx: TestContext;
let ref: Reference;
let staff: Desk;
let sends: Visitor;
let now = new Date();
const today = () => todayInDarEsSalaam(now);

beforeAll(async () => {
  ({ ctx, ref, staff, sends } = await deskTestApp('Neema', {}, () => now));
});
afterAll(() => ctx.close());

const quote = (uuid: string, body: Record<string, unknown>) =>
  call<{ quote: QuoteAnswer }>(ctx.app, {
    method: 'POST',
    url: `/api/admin/requests/${uuid}/quotes`,
    headers: staff.headers,
    payload: body,
  });

const pay = (uuid: string, body: Record<string, unknown>, headers = staff.headers) =>
  call<{ entry: { uuid: string; amount_usd: number }; payments: RequestPaymentsAnswer }>(ctx.app, {
    method: 'POST',
    url: `/api/admin/requests/${uuid}/payments`,
    headers,
    payload: body,
  });

const version = async (uuid: string) => (await staff.get(uuid)).body.data.request.version;

/** The newest mail to `email`, and the tracking key its link carries. */
async function lastMail(email: string) {
  const [row] = await ctx.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!row) throw new Error(`no mail to ${email}`);
  const key = /\/requests\/TZ-[A-Z0-9]{6}\?key=([^\s"<&]+)/.exec(row.textBody)?.[1];
  return { row, key: key ? decodeURIComponent(key) : '' };
}

const decide = (reference: string, number: number, action: 'accept' | 'decline', key: string, body: object) =>
  call<{ status: string; quote: QuoteAnswer; payments: RequestPaymentsAnswer | null }>(ctx.app, {
    method: 'POST',
    url: `/api/requests/${reference}/quotes/${number}/${action}?key=${encodeURIComponent(key)}`,
    payload: body,
  });

/** A safari for two in August, three beach nights and a discount: the issue's own proposal. */
function proposal(tripUuid: string, over: Record<string, unknown> = {}) {
  return {
    valid_until: addDays(today(), 14),
    lines: [
      { kind: 'trip', trip_uuid: tripUuid, start_date: futureDates().high, guests: 2, class_id: ref.classes.Comfort },
      { kind: 'accommodation', description: 'Beach lodge, Nungwi', quantity: 3, unit_price: 185.35 },
      { kind: 'discount', description: 'Honeymoon', quantity: 1, unit_price: -150 },
    ],
    includes: ['Park fees', 'Airport transfers'],
    excludes: ['International flights'],
    message: 'Here is the plan we talked about.',
    ...over,
  };
}

describe('quotes', () => {
  it('prices a trip line from the budget table like a booking, totals the lines, moves the request to quoted and mails a PDF', async () => {
    const sent = await sends.sendsInquiry();
    const trip = ref.trips[1]!;
    const res = await quote(sent.uuid, { version: await version(sent.uuid), ...proposal(trip.uuid) });
    expect(res.statusCode).toBe(201);
    const bookings = createBookingsRepository(ctx.database.db);
    const tripRow = (await bookings.publishedTrip(trip.uuid))!;
    const priced = bookingTotal({
      startDate: futureDates().high,
      guestCount: 2,
      serviceClass: 'Comfort',
      basePrice: tripRow.basePrice,
      budgets: await bookings.budgetRows(tripRow.id),
    });
    const q = res.body.data.quote;
    expect(q).toMatchObject({ number: 1, status: 'sent', currency: 'USD' });
    expect(q.lines.map((l) => [l.kind, l.quantity, l.unit_price, l.amount])).toEqual([
      ['trip', 2, priced.pricePerPerson, priced.total],
      ['accommodation', 3, 185.35, 556.05],
      ['discount', 1, -150, -150],
    ]);
    expect(q.total).toBeCloseTo(priced.total + 556.05 - 150, 2);
    expect(q.itinerary.length).toBeGreaterThan(0);

    const after = (await staff.get(sent.uuid)).body.data.request;
    expect(after).toMatchObject({ status: 'quoted', quoted_price: q.total });
    const mail = (await lastMail(after.customer.email)).row;
    expect(mail.kind).toBe('request-quote');
    expect(mail.attachments?.[0]?.filename).toMatch(/quote-TZ-[A-Z0-9]{6}-v1\.pdf$/);
  });

  it('copies the trip’s days as plain text when the agent gives no itinerary (the catalogue keeps them as HTML)', async () => {
    const sent = await sends.sendsInquiry();
    const trip = ref.trips[1]!;
    const { db } = ctx.database;
    const tripRow = (await createBookingsRepository(db).publishedTrip(trip.uuid))!;
    const [first] = await db
      .select({ id: tripPoints.id, description: tripPoints.description })
      .from(tripPoints)
      .where(eq(tripPoints.tripId, tripRow.id))
      .orderBy(asc(tripPoints.order))
      .limit(1);
    const html = '<p>Game drive &amp; a picnic</p><ul><li>Lunch by the river</li></ul>';
    await db.update(tripPoints).set({ description: html }).where(eq(tripPoints.id, first!.id));
    try {
      const res = await quote(sent.uuid, { version: await version(sent.uuid), ...proposal(trip.uuid) });
      expect(res.statusCode).toBe(201);
      expect(res.body.data.quote.itinerary[0]!.description).toBe('Game drive & a picnic\nLunch by the river');
    } finally {
      await db.update(tripPoints).set({ description: first!.description }).where(eq(tripPoints.id, first!.id));
    }
  });

  it('refuses a stale version, lines that total nothing, a past validity and a positive discount, changing nothing', async () => {
    const sent = await sends.sendsInquiry();
    const v = await version(sent.uuid);
    const trip = ref.trips[1]!.uuid;
    expect((await quote(sent.uuid, { version: v + 1, ...proposal(trip) })).statusCode).toBe(409);
    const zero = proposal(trip, {
      lines: [
        { kind: 'extra', description: 'Dinner', quantity: 1, unit_price: 100 },
        { kind: 'discount', description: 'All of it', quantity: 1, unit_price: -100 },
      ],
    });
    expect((await quote(sent.uuid, { version: v, ...zero })).statusCode).toBe(422);
    expect(
      (await quote(sent.uuid, { version: v, ...proposal(trip, { valid_until: addDays(today(), -1) }) })).statusCode,
    ).toBe(422);
    const wrongDiscount = proposal(trip, {
      lines: [{ kind: 'discount', description: 'x', quantity: 1, unit_price: 10 }],
    });
    expect((await quote(sent.uuid, { version: v, ...wrongDiscount })).statusCode).toBe(422);
    expect((await staff.get(sent.uuid)).body.data.request).toMatchObject({ status: 'new', version: v });
  });

  it('supersedes the open quote; the tourist asks for changes on one, cannot accept a superseded one, accepts the next', async () => {
    const sent = await sends.sendsInquiry();
    const trip = ref.trips[1]!.uuid;
    const first = await quote(sent.uuid, { version: await version(sent.uuid), ...proposal(trip) });
    const email = (await staff.get(sent.uuid)).body.data.request.customer.email;
    const { key } = await lastMail(email);

    // Someone else's key, or none, is the tracking page's 404; the terms box must be ticked.
    expect((await decide(sent.reference, 1, 'accept', 'not-the-key', { accept_terms: true })).statusCode).toBe(404);
    expect((await decide(sent.reference, 1, 'accept', key, { accept_terms: false })).statusCode).toBe(422);

    const declined = await decide(sent.reference, 1, 'decline', key, { reason: 'Two more beach nights, please.' });
    expect(declined.statusCode).toBe(200);
    expect(declined.body.data).toMatchObject({ status: 'in_progress', quote: { status: 'declined' } });
    expect((await decide(sent.reference, 1, 'accept', key, { accept_terms: true })).statusCode).toBe(409);

    const second = await quote(sent.uuid, { version: await version(sent.uuid), ...proposal(trip) });
    expect(second.body.data.quote.number).toBe(2);
    const { key: key2 } = await lastMail(email);
    const third = await quote(sent.uuid, { version: await version(sent.uuid), ...proposal(trip) });
    expect(third.body.data.quote.number).toBe(3);
    const stale = await decide(sent.reference, 2, 'accept', key2, { accept_terms: true });
    expect(stale.statusCode).toBe(409);
    expect(stale.body.message).toMatch(/newer quote/);

    const accepted = await decide(sent.reference, 3, 'accept', key2, { accept_terms: true });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: 'confirmed', quote: { status: 'accepted' } });
    const total = third.body.data.quote.total;
    expect(accepted.body.data.payments).toMatchObject({ total, paid: 0, balance: total });
    expect(accepted.body.data.payments!.schedule.map((i) => i.kind)).toEqual(['deposit', 'balance']);
    expect((await staff.get(sent.uuid)).body.data.request).toMatchObject({ status: 'confirmed', quoted_price: total });
    expect((await lastMail(email)).row.kind).toBe('request-confirmed');
    expect(first.body.data.quote.number).toBe(1);

    // Every version stays readable, newest first, on the desk and on the tourist's page.
    const onDesk = (await staff.get(sent.uuid)).body.data.request;
    expect(onDesk.quotes.map((q) => [q.number, q.status])).toEqual([
      [3, 'accepted'],
      [2, 'superseded'],
      [1, 'declined'],
    ]);
    expect(onDesk.quotes[2]!.decline_reason).toBe('Two more beach nights, please.');
    expect(onDesk.payments).toMatchObject({ total, paid: 0, balance: total });
    const { key: key3 } = await lastMail(email);
    const tracked = await call<{ quotes: QuoteAnswer[]; payments: RequestPaymentsAnswer }>(
      ctx.app,
      `/api/requests/${sent.reference}?key=${encodeURIComponent(key3)}`,
    );
    expect(tracked.body.data.quotes.map((q) => q.number)).toEqual([3, 2, 1]);
    expect(tracked.body.data.payments.schedule.map((i) => i.status)).toEqual(['due', 'due']);
  });

  it('refuses a quote past its last valid day as expired', async () => {
    const sent = await sends.sendsInquiry();
    await quote(sent.uuid, {
      version: await version(sent.uuid),
      ...proposal(ref.trips[1]!.uuid, { valid_until: today() }),
    });
    const { key } = await lastMail((await staff.get(sent.uuid)).body.data.request.customer.email);
    const realNow = now;
    now = new Date(now.getTime() + 2 * 86_400_000);
    try {
      const late = await decide(sent.reference, 1, 'accept', key, { accept_terms: true });
      expect(late.statusCode).toBe(409);
      expect(late.body.message).toMatch(/expired/);
    } finally {
      now = realNow;
    }
  });
});

describe('payments', () => {
  /** A request confirmed today at `price`, leaving next August. */
  async function confirmed(price = 4000) {
    const sent = await sends.booksTrip({ start_date: futureDates().high });
    await staff.move(sent.uuid, { version: await version(sent.uuid), status: 'in_progress' });
    const moved = await staff.move(sent.uuid, {
      version: await version(sent.uuid),
      status: 'confirmed',
      quoted_price: price,
    });
    expect(moved.statusCode).toBe(200);
    return sent;
  }

  it('records a deposit by M-Pesa in TZS at the site’s rate and the balance by bank transfer in EUR, to paid in full', async () => {
    const sent = await confirmed(4000);
    const deposit = await pay(sent.uuid, {
      kind: 'payment',
      method: 'mobile_money',
      amount: 1200,
      currency: 'USD',
      received_on: today(),
      reference: 'QHX81LM2P',
    });
    expect(deposit.statusCode).toBe(201);
    expect(deposit.body.data.payments.schedule.map((i) => i.status)).toEqual(['paid', 'due']);
    const email = (await staff.get(sent.uuid)).body.data.request.customer.email;
    expect((await lastMail(email)).row.kind).toBe('request-payment-receipt');

    const tzs = await pay(sent.uuid, {
      kind: 'payment',
      method: 'mobile_money',
      amount: 260_000,
      currency: 'TZS',
      received_on: today(),
      reference: 'QHX81LM3Z',
    });
    expect(tzs.statusCode).toBe(201);
    expect(tzs.body.data.entry.amount_usd).toBeGreaterThan(0);

    const rest = 4000 - 1200 - tzs.body.data.entry.amount_usd;
    const balance = await pay(sent.uuid, {
      kind: 'payment',
      method: 'bank_transfer',
      amount: 1,
      currency: 'EUR',
      amount_usd: Math.round(rest * 100) / 100,
      received_on: today(),
      reference: 'FT26 0412 7781',
    });
    expect(balance.statusCode).toBe(201);
    expect(balance.body.data.payments).toMatchObject({ paid: 4000, balance: 0 });
    expect(balance.body.data.payments.schedule.map((i) => i.status)).toEqual(['paid', 'paid']);
    // Staff see who recorded each entry; the tourist's page shows the same money without staff names.
    const onDesk = (await staff.get(sent.uuid)).body.data.request.payments!;
    expect(onDesk.entries.map((e) => e.recorded_by)).toEqual(['Neema', 'Neema', 'Neema']);
    const { key } = await lastMail(email);
    const tracked = await call<{ payments: RequestPaymentsAnswer }>(
      ctx.app,
      `/api/requests/${sent.reference}?key=${encodeURIComponent(key)}`,
    );
    expect(tracked.body.data.payments).toMatchObject({ paid: 4000, balance: 0 });
    expect(JSON.stringify(tracked.body.data.payments)).not.toContain('Neema');
  });

  it('refuses a double entry (409), a refund over what was paid, a future day and an unconfirmed request', async () => {
    const sent = await confirmed(1000);
    const body = {
      kind: 'payment',
      method: 'bank_transfer',
      amount: 300,
      currency: 'USD',
      received_on: today(),
      reference: 'FT1',
    };
    expect((await pay(sent.uuid, body)).statusCode).toBe(201);
    expect((await pay(sent.uuid, { ...body, reference: ' ft1 ' })).statusCode).toBe(409);
    expect((await pay(sent.uuid, { ...body, kind: 'refund', amount: 300.01, reference: 'RF1' })).statusCode).toBe(422);
    expect((await pay(sent.uuid, { ...body, reference: 'FT2', received_on: addDays(today(), 1) })).statusCode).toBe(
      422,
    );
    const fresh = await sends.booksTrip();
    expect((await pay(fresh.uuid, { ...body, reference: 'FT3' })).statusCode).toBe(422);
    const refund = await pay(sent.uuid, { ...body, kind: 'refund', amount: 100, reference: 'RF2' });
    expect(refund.body.data.payments).toMatchObject({ paid: 200, balance: 800 });
  });

  it('lets only an owner void an entry, which then no longer counts and can be entered again', async () => {
    const sent = await confirmed(1000);
    const body = {
      kind: 'payment',
      method: 'cash',
      amount: 500,
      currency: 'USD',
      received_on: today(),
      reference: 'CASH-01',
    };
    const entry = (await pay(sent.uuid, body)).body.data.entry;
    const voidAs = (headers: { authorization: string }) =>
      call(ctx.app, {
        method: 'POST',
        url: `/api/admin/payments/${entry.uuid}/void`,
        headers,
        payload: { reason: 'Typed 500 for 50' },
      });
    expect((await voidAs(staff.headers)).statusCode).toBe(403);
    const owner = await staffMember(ctx, 'owner');
    const voided = await voidAs(owner.headers);
    expect(voided.statusCode).toBe(200);
    expect(voided.body.data.entry.voided_at).not.toBeNull();
    const again = await pay(sent.uuid, { ...body, amount: 50 });
    expect(again.statusCode).toBe(201);
    expect(again.body.data.payments).toMatchObject({ paid: 50, balance: 950 });
  });

  it('lists instalments across requests by state as days pass, and as CSV', async () => {
    const sent = await confirmed(2000);
    const realNow = now;
    now = new Date(now.getTime() + 8 * 86_400_000);
    try {
      const overdue = await call<{ instalments: { reference: string; kind: string; status: string }[] }>(ctx.app, {
        url: '/api/admin/payments?status=overdue&limit=200',
        headers: staff.headers,
      });
      expect(overdue.statusCode).toBe(200);
      expect(overdue.body.data.instalments).toContainEqual(
        expect.objectContaining({ reference: sent.reference, kind: 'deposit', status: 'overdue' }),
      );
      const csv = await ctx.app.inject({ url: '/api/admin/payments.csv?status=overdue', headers: staff.headers });
      expect(csv.headers['content-type']).toMatch(/text\/csv/);
      expect(csv.body).toContain(`${sent.reference},`);
    } finally {
      now = realNow;
    }
  });
});
