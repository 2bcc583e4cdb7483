import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#domain/dates/calendar-date.js';
import { bookingTotal } from '#domain/pricing/booking-total.js';
import { tripDurationDays } from '#domain/trips/duration.js';
import { isOverdue } from '#domain/requests/request-status.js';
import * as t from '#server/db/schema/index.js';
import { createBookingsRepository } from '#server/repositories/bookings-repository.js';
import { createRequestsRepository } from '#server/repositories/requests-repository.js';
import { call } from '#server/test/http.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
import { seedDemoRequests } from './demo-requests.js';

let ctx: TestContext;
const now = new Date();
beforeAll(async () => {
  ctx = await createTestApp();
  expect(await seedDemoRequests(ctx.database.db, now)).toBe(true);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const allRequests = () => db().select().from(t.requests).orderBy(asc(t.requests.receivedAt));

describe('the demo requests seed', () => {
  it('fills the desk with requests in every state, one of them overdue', async () => {
    const rows = await allRequests();
    const byStatus = Object.fromEntries(
      ['new', 'in_progress', 'quoted', 'confirmed', 'completed', 'cancelled'].map((s) => [
        s,
        rows.filter((r) => r.status === s).length,
      ]),
    );
    expect(byStatus).toEqual({ new: 2, in_progress: 2, quoted: 2, confirmed: 1, completed: 1, cancelled: 1 });
    expect(rows.filter((r) => isOverdue(r.status, r.receivedAt, now)).map((r) => r.firstName)).toEqual(['Lukas']);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['trip_booking', 'destination_booking', 'inquiry']));
    expect(new Set(rows.map((r) => r.email.split('@')[1]))).toEqual(new Set(['example.com']));
    expect(rows.every((r) => r.receivedAt < now)).toBe(true);
    expect(rows.filter((r) => r.status === 'quoted').every((r) => (r.quotedPrice ?? 0) > 0)).toBe(true);
  });

  it('never seeds twice', async () => {
    const [before] = await db().select({ n: count() }).from(t.requests);
    expect(await seedDemoRequests(db(), now)).toBe(false);
    const [after] = await db().select({ n: count() }).from(t.requests);
    expect(after).toEqual(before);
  });

  it('prices every trip line as the domain does, and a request at the sum of its lines', async () => {
    const lines = await db().select().from(t.bookings).where(eq(t.bookings.itemType, 'trip'));
    expect(lines.length).toBeGreaterThanOrEqual(7);
    const repo = createBookingsRepository(db());
    for (const line of lines) {
      const [trip] = await db().select().from(t.trips).where(eq(t.trips.id, line.tripId!));
      const [cls] = await db().select().from(t.serviceClasses).where(eq(t.serviceClasses.id, line.serviceClassId!));
      const expected = bookingTotal({
        startDate: line.startDate,
        guestCount: line.guestCount,
        serviceClass: cls!.name,
        basePrice: trip!.basePrice,
        budgets: await repo.budgetRows(trip!.id),
      });
      expect([line.totalPrice, line.season, line.tier]).toEqual([expected.total, expected.season, expected.tier]);
    }
    for (const request of await allRequests()) {
      const own = lines.filter((l) => l.requestId === request.id);
      if (own.length > 0) expect(request.totalPrice).toBe(own.reduce((sum, l) => sum + l.totalPrice!, 0));
    }
  });

  it('gives a trip line its start and its last day, as a request from the cart stores it', async () => {
    const lines = await db().select().from(t.bookings).where(eq(t.bookings.itemType, 'trip'));
    const ends = [];
    for (const line of lines) {
      const [trip] = await db().select().from(t.trips).where(eq(t.trips.id, line.tripId!));
      const points = await db().select().from(t.tripPoints).where(eq(t.tripPoints.tripId, trip!.id));
      const days = tripDurationDays({
        name: trip!.name,
        from_date: trip!.fromDate,
        to_date: trip!.toDate,
        trip_points: points.map((p) => ({ day_number: p.dayNumber })),
      });
      expect(line.endDate, trip!.name).toBe(addDays(line.startDate!, days - 1));
      ends.push(days);
    }
    // Multi-day trips among them (an 8-day safari shows two dates), and a day trip that starts and ends the same day.
    expect(Math.max(...ends)).toBeGreaterThan(1);
    for (const request of await allRequests()) {
      const own = lines.filter((l) => l.requestId === request.id);
      if (own.length > 0)
        expect(request.endDate).toBe(
          own
            .map((l) => l.endDate!)
            .sort()
            .at(-1),
        );
    }
  });

  it('prices a line exactly as the booking API prices the same booking', async () => {
    const [giulia] = await db().select().from(t.bookings).where(eq(t.bookings.firstName, 'Giulia'));
    const [trip] = await db().select().from(t.trips).where(eq(t.trips.id, giulia!.tripId!));
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/save_booking',
      payload: {
        trip_uuid: trip!.uuid,
        class_id: giulia!.serviceClassId,
        guest_count: giulia!.guestCount,
        start_date: giulia!.startDate,
        phone: giulia!.phone,
        email: 'price-check@example.com',
        fname: 'Price',
        lname: 'Check',
        gender: giulia!.genderId,
        country: giulia!.countryId,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.data.total_price).toBe(giulia!.totalPrice);
  });

  it('links bookings and inquiries, keeps a tracking key per request and a history the tourist may read', async () => {
    const rows = await allRequests();
    const keys = await db().select().from(t.requestTrackingKeys);
    expect(new Set(keys.map((k) => k.requestId))).toEqual(new Set(rows.map((r) => r.id)));
    const [inquiry] = await db().select().from(t.inquiries).where(eq(t.inquiries.firstName, 'Sophie'));
    expect(rows.find((r) => r.id === inquiry!.requestId)).toMatchObject({ type: 'inquiry', status: 'in_progress' });
    const cart = rows.find((r) => r.itemName.includes('+ 1 more'))!;
    expect(await db().select().from(t.bookings).where(eq(t.bookings.requestId, cart.id))).toHaveLength(2);

    const confirmed = rows.find((r) => r.status === 'confirmed')!;
    const link = await createRequestsRepository(db()).issueTrackingLink(confirmed, 'http://x.example');
    const res = await call(ctx.app, link.replace('http://x.example', '/api'));
    expect(res.statusCode).toBe(200);
    expect(res.body.data.timeline.map((e: { text: string }) => e.text)).toEqual([
      'Request received',
      'Being planned',
      'How old are the children? Some lodges have family rooms.',
      'Quote sent — Your quote with a family room at every lodge.',
      'Confirmed — Your safari is confirmed. See you in Arusha!',
    ]);
    const notes = await db().select().from(t.requestEvents).where(eq(t.requestEvents.kind, 'note'));
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.every((n) => !n.visibleToTourist && n.staffId === null)).toBe(true);
  });
});
