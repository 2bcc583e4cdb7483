import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskOverview } from '#domain/api/requests-desk.js';
import { addDays, todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import { desk, receivedHoursAgo, visitor } from '#server/test/desk.js';
import { call } from '#server/test/http.js';
import { futureDates, loadReference } from '#server/test/requests-test-data.js';
import { staffMember } from '#server/test/staff.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';

let ctx: TestContext;
let headers: { authorization: string };
let sends: ReturnType<typeof visitor>;
// The app's clock is the test's, so instalments fall due as days pass.
let now = new Date();

beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' }, clock: () => now });
  headers = (await staffMember(ctx, 'agent')).headers;
  sends = visitor(ctx, await loadReference(ctx.app), headers);
});
afterAll(() => ctx.close());

const overview = async () => {
  const res = await call<DeskOverview>(ctx.app, { url: '/api/admin/overview', headers });
  expect(res.statusCode).toBe(200);
  return res.body.data;
};

/** Monday of the week of a calendar date. */
const mondayOf = (isoDate: string) => addDays(isoDate, -((new Date(`${isoDate}T00:00:00Z`).getUTCDay() + 6) % 7));

describe('GET /api/admin/overview', () => {
  it('counts requests by status and type, new this week, overdue, and names the oldest unanswered', async () => {
    const before = await overview();
    const old = await sends.asksAboutDestination();
    const older = await sends.sendsInquiry();
    const moved = await sends.booksTrip();
    await sends.booksTrip();
    await receivedHoursAgo(ctx, old.uuid, 30);
    await receivedHoursAgo(ctx, older.uuid, 24 * 20);
    await desk(ctx, headers).move(moved.uuid, { status: 'in_progress', version: 1 });

    const now = await overview();
    const grew = (a: Record<string, number>, b: Record<string, number>) =>
      Object.fromEntries(Object.keys(b).map((k) => [k, b[k]! - (a[k] ?? 0)]));
    expect(grew(before.by_status, now.by_status)).toEqual({
      new: 3,
      in_progress: 1,
      quoted: 0,
      confirmed: 0,
      completed: 0,
      cancelled: 0,
    });
    expect(grew(before.by_type, now.by_type)).toEqual({ trip_booking: 2, destination_booking: 1, inquiry: 1 });
    expect(now.new_this_week - before.new_this_week).toBe(3);
    expect(now.overdue - before.overdue).toBe(2);
    expect(now.oldest_unanswered).toMatchObject({
      uuid: older.uuid,
      reference: older.reference,
      customer_name: 'Amina Mussa',
    });
  });

  it('charts the last 12 weeks, Monday to Sunday, oldest first, quiet weeks as 0', async () => {
    const { per_week } = await overview();
    expect(per_week).toHaveLength(12);
    const thisMonday = mondayOf(todayInDarEsSalaam());
    expect(per_week.map((w) => w.week_start)).toEqual(
      Array.from({ length: 12 }, (_, i) => addDays(thisMonday, (i - 11) * 7)),
    );
    // Two requests of the first test arrived now (one 30 hours ago, in last week early on a Monday, one 20 days ago);
    // none of the seed's.
    expect(per_week.at(-1)!.count).toBeGreaterThanOrEqual(2);
    expect(per_week.reduce((sum, w) => sum + w.count, 0)).toBe(
      Object.values((await overview()).by_status).reduce((sum, n) => sum + n, 0),
    );
    expect(per_week.some((w) => w.count === 0)).toBe(true);
  });

  it("counts a request in the week of the agency's calendar it was received in, and moves it when that changes", async () => {
    const weekOf = async (monday: string) => (await overview()).per_week.find((w) => w.week_start === monday)!.count;
    const lastMonday = addDays(mondayOf(todayInDarEsSalaam()), -7);
    const lastSunday = addDays(lastMonday, 6);
    const [sunday, monday] = [await weekOf(lastMonday), await weekOf(addDays(lastMonday, 7))];
    const late = await sends.sendsInquiry();
    // 23:30 on Sunday in Dar es Salaam is 20:30 UTC: still last week there.
    await ctx.database.db.execute(
      sql`update requests set received_at = ${`${lastSunday}T20:30:00Z`}::timestamptz where uuid = ${late.uuid}`,
    );
    expect(await weekOf(lastMonday)).toBe(sunday + 1);
    expect(await weekOf(addDays(lastMonday, 7))).toBe(monday);
    // 00:30 on Monday there (21:30 UTC on Sunday): this week.
    await ctx.database.db.execute(
      sql`update requests set received_at = ${`${lastSunday}T21:30:00Z`}::timestamptz where uuid = ${late.uuid}`,
    );
    expect(await weekOf(lastMonday)).toBe(sunday);
    expect(await weekOf(addDays(lastMonday, 7))).toBe(monday + 1);
  });

  it('adds up the money still to collect: overdue instalments, and those falling due in the next 30 days (USD)', async () => {
    const staff = desk(ctx, headers);
    /** A request confirmed on the app's today at `price`, leaving next August (the balance falls due in June). */
    const confirmed = async (price: number) => {
      const sent = await sends.booksTrip({ start_date: futureDates().high });
      await staff.move(sent.uuid, { status: 'in_progress', version: 1 });
      const moved = await staff.move(sent.uuid, { status: 'confirmed', version: 2, quoted_price: price });
      expect(moved.statusCode).toBe(200);
    };
    const realNow = now;
    try {
      const before = (await overview()).receivables;
      // Confirmed 10 days ago: its 30 % deposit fell due 3 days ago and is unpaid.
      now = new Date(realNow.getTime() - 10 * 86_400_000);
      await confirmed(4000);
      // Confirmed today: its deposit falls due in 7 days; the balance, in June, is beyond the 30 days.
      now = realNow;
      await confirmed(2000);
      const after = (await overview()).receivables;
      expect(after.overdue - before.overdue).toBeCloseTo(1200, 2);
      expect(after.due_next_30_days - before.due_next_30_days).toBeCloseTo(600, 2);
    } finally {
      now = realNow;
    }
  });
});
