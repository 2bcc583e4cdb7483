import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskRequestRow } from '#domain/api/requests-desk.js';
import * as t from '#server/db/schema/index.js';
import { desk, receivedHoursAgo, visitor, type SentRequest } from '#server/test/desk.js';
import { futureDates, loadReference } from '#server/test/requests-test-data.js';
import { staffMember } from '#server/test/staff.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';

// The inbox: four requests of one family (a surname no other test data has), each found and ordered
// the way staff look for it.

const dates = futureDates();
const SURNAME = `Mwangi${randomUUID().slice(0, 6)}`;
let statements = 0;
let ctx: TestContext;
let staff: ReturnType<typeof desk>;
let booking: SentRequest;
let highBooking: SentRequest;
let destination: SentRequest;
let inquiry: SentRequest;

beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' }, onQuery: () => (statements += 1) });
  const agent = await staffMember(ctx, 'agent', 'Neema');
  staff = desk(ctx, agent.headers);
  const ref = await loadReference(ctx.app);
  const sends = visitor(ctx, ref, agent.headers);
  booking = await sends.booksTrip({ lname: SURNAME, phone: '+49 30 1234567', start_date: dates.low });
  highBooking = await sends.booksTrip({ fname: 'Jonas', lname: SURNAME, phone: '+49 89 555', start_date: dates.high });
  destination = await sends.asksAboutDestination({ lname: SURNAME, phone: '0712 000 111' });
  inquiry = await sends.sendsInquiry({ lastName: SURNAME, phone: '+255 700 222 333', startDate: dates.low });
  await receivedHoursAgo(ctx, destination.uuid, 25);
  await receivedHoursAgo(ctx, inquiry.uuid, 2);
  const moved = await staff.move(highBooking.uuid, { status: 'in_progress', version: 1 });
  expect(moved.statusCode).toBe(200);
});
afterAll(() => ctx.close());

const references = (rows: DeskRequestRow[]) => rows.map((row) => row.reference);
const list = async (query: string) => {
  const res = await staff.list(`?q=${SURNAME}&${query}`);
  expect(res.statusCode).toBe(200);
  return res.body.data;
};

describe('GET /api/admin/requests', () => {
  it('lists every matching request with its customer, item, price and state, and counts each status', async () => {
    const { requests, total, counts } = await list('');
    expect(total).toBe(4);
    expect(counts).toEqual({ new: 3, in_progress: 1, quoted: 0, confirmed: 0, completed: 0, cancelled: 0 });
    const row = requests.find((r) => r.reference === booking.reference);
    expect(row).toMatchObject({
      uuid: booking.uuid,
      type: 'trip_booking',
      status: 'new',
      customer: { name: `Lena ${SURNAME}`, phone: '+49 30 1234567', country: 'Germany' },
      start_date: dates.low,
      guests: 2,
      currency: 'USD',
      overdue: false,
    });
    expect(row?.total_price).toBeGreaterThan(0);
    expect(requests.find((r) => r.reference === destination.reference)).toMatchObject({
      type: 'destination_booking',
      total_price: null,
      start_date: null,
    });
    expect(requests.find((r) => r.reference === inquiry.reference)?.type).toBe('inquiry');
  });

  it('filters by status, and the tabs still count every status under the other filters', async () => {
    const { requests, total, counts } = await list('status=new');
    expect(total).toBe(3);
    expect(requests.every((r) => r.status === 'new')).toBe(true);
    expect(counts.in_progress).toBe(1);
  });

  it('filters by type', async () => {
    expect(references((await list('type=trip_booking')).requests).sort()).toEqual(
      [booking.reference, highBooking.reference].sort(),
    );
    expect(references((await list('type=inquiry')).requests)).toEqual([inquiry.reference]);
    const destinations = await list('type=destination_booking');
    expect(references(destinations.requests)).toEqual([destination.reference]);
    expect(destinations.counts.new).toBe(1);
  });

  it('finds a request by its reference (whole, its start, any letter case), name, e-mail or phone', async () => {
    const find = async (q: string) => references((await staff.list(`?q=${encodeURIComponent(q)}`)).body.data.requests);
    expect(await find(booking.reference)).toEqual([booking.reference]);
    expect(await find(booking.reference.toLowerCase())).toEqual([booking.reference]);
    expect(await find(booking.reference.slice(0, 8))).toContain(booking.reference);
    expect(await find(booking.reference.slice(3))).not.toContain(booking.reference);
    expect(await find(`Jonas ${SURNAME.toLowerCase()}`)).toEqual([highBooking.reference]);
    const emailOf = (await staff.get(inquiry.uuid)).body.data.request.customer.email;
    expect(await find(emailOf.toUpperCase())).toEqual([inquiry.reference]);
    expect(await find('0712 000')).toEqual([destination.reference]);
    // The digits alone: written otherwise than it was typed.
    expect(await find('30-123-4567')).toEqual([booking.reference]);
    expect(await find('(700) 222-333')).toEqual([inquiry.reference]);
    // A wildcard typed in the box is a letter.
    expect(await find(`${SURNAME}%`)).toEqual([]);
    // No match runs from one field into the next (the name's end and the e-mail's start).
    const highEmail = (await staff.get(highBooking.uuid)).body.data.request.customer.email as string;
    expect(await find(`${SURNAME}${highEmail.slice(0, 4)}`)).toEqual([]);
    expect(await find(`${SURNAME} ${highEmail.slice(0, 4)}`)).toEqual([]);
  });

  it('filters by travel date, from and to (requests without a date are left out)', async () => {
    expect(references((await list(`travel_from=${dates.firstHigh}`)).requests)).toEqual([highBooking.reference]);
    expect(references((await list(`travel_to=${dates.lastLow}`)).requests).sort()).toEqual(
      [booking.reference, inquiry.reference].sort(),
    );
    expect((await list(`travel_from=${dates.low}&travel_to=${dates.low}`)).total).toBe(2);
  });

  it('keeps only overdue requests: new and received more than 24 hours ago', async () => {
    const { requests, total, counts } = await list('overdue=true');
    expect(total).toBe(1);
    expect(requests[0]).toMatchObject({ reference: destination.reference, overdue: true });
    expect(counts).toMatchObject({ new: 1, in_progress: 0 });
    // Under a type too: counted from the stored counts less the requests still within the promised time.
    expect((await list('overdue=true&type=destination_booking')).total).toBe(1);
    expect((await list('overdue=true&type=inquiry')).total).toBe(0);
    expect((await list('overdue=true&status=in_progress')).total).toBe(0);
  });

  it('sorts by arrival or by travel date, undated requests last, ties by arrival order', async () => {
    const order = async (sort: string) => references((await list(`sort=${sort}`)).requests);
    const newestFirst = [highBooking.reference, booking.reference, inquiry.reference, destination.reference];
    expect(await order('received_desc')).toEqual(newestFirst);
    expect(references((await list('')).requests)).toEqual(newestFirst);
    expect(await order('received_asc')).toEqual([...newestFirst].reverse());
    expect(await order('travel_asc')).toEqual([
      booking.reference,
      inquiry.reference,
      highBooking.reference,
      destination.reference,
    ]);
    expect(await order('travel_desc')).toEqual([
      highBooking.reference,
      inquiry.reference,
      booking.reference,
      destination.reference,
    ]);
  });

  it('pages through the list: total is the whole list, pages follow one another', async () => {
    const all = references((await list('sort=received_asc')).requests);
    const first = await list('sort=received_asc&limit=3&offset=0');
    const second = await list('sort=received_asc&limit=3&offset=3');
    expect(first.total).toBe(4);
    expect(second.total).toBe(4);
    expect([...references(first.requests), ...references(second.requests)]).toEqual(all);
    expect((await list('offset=10')).requests).toEqual([]);
  });

  it('reads a page in the same few statements however many rows it holds', async () => {
    const count = async (query: string) => {
      const before = statements;
      await list(query);
      return statements - before;
    };
    const one = await count('limit=1');
    expect(await count('limit=4')).toBe(one);
    expect(one).toBeLessThanOrEqual(4);
  });

  it('answers every page alike in every sort, whether read from the start or from the end of the list', async () => {
    for (const sort of ['received_desc', 'received_asc', 'travel_asc', 'travel_desc']) {
      const all = references((await list(`sort=${sort}`)).requests);
      const oneByOne = [];
      for (const offset of [0, 1, 2, 3])
        oneByOne.push(...references((await list(`sort=${sort}&limit=1&offset=${offset}`)).requests));
      expect(oneByOne, sort).toEqual(all);
      expect(references((await list(`sort=${sort}&limit=3&offset=2`)).requests), sort).toEqual(all.slice(2));
    }
  });

  it('walks the list with next_cursor in every sort: the same rows as one page, and no cursor after the last', async () => {
    for (const sort of ['received_desc', 'received_asc', 'travel_asc', 'travel_desc']) {
      const all = references((await list(`sort=${sort}`)).requests);
      const walked: string[] = [];
      let page = await list(`sort=${sort}&limit=1`);
      for (;;) {
        walked.push(...references(page.requests));
        expect(page.total, sort).toBe(4);
        if (!page.next_cursor) break;
        page = await list(`sort=${sort}&limit=1&cursor=${page.next_cursor}&offset=3`);
      }
      expect(walked, sort).toEqual(all);
    }
    const full = await list('limit=4');
    expect(full.next_cursor).toBeTruthy();
    expect((await list(`limit=4&cursor=${full.next_cursor}`)).requests).toEqual([]);
  });

  it('a short travel window (read window first) pages in received order both ways, from either end and by cursor', async () => {
    const window = `travel_from=${dates.low}&travel_to=${dates.low}`;
    const expected = (
      await ctx.database.db
        .select({ reference: t.requests.reference })
        .from(t.requests)
        .where(eq(t.requests.startDate, dates.low))
        .orderBy(desc(t.requests.receivedAt), desc(t.requests.id))
    ).map((row) => row.reference);
    expect(expected).toEqual(expect.arrayContaining([booking.reference, inquiry.reference]));
    const page = async (query: string) => {
      const res = await staff.list(`?${window}&${query}`);
      expect(res.statusCode, query).toBe(200);
      return res.body.data;
    };
    expect(references((await page('')).requests)).toEqual(expected);
    expect(references((await page('sort=received_asc')).requests)).toEqual([...expected].reverse());
    // one row a page, near end and far end alike
    for (const [offset, reference] of expected.entries()) {
      expect(references((await page(`limit=1&offset=${offset}`)).requests)).toEqual([reference]);
    }
    const walked: string[] = [];
    let next = await page('limit=1');
    for (;;) {
      walked.push(...references(next.requests));
      if (!next.next_cursor) break;
      next = await page(`limit=1&cursor=${next.next_cursor}`);
    }
    expect(walked).toEqual(expected);
    expect(references((await page('status=in_progress')).requests)).toEqual([]);
  });

  it('refuses a cursor it did not make, or one made for another order', async () => {
    const made = (await list('sort=received_desc&limit=1')).next_cursor;
    for (const cursor of ['not-a-cursor', Buffer.from('["received_desc","yesterday",1]').toString('base64url'), made]) {
      const res = await staff.list(`?q=${SURNAME}&sort=travel_asc&cursor=${cursor}`);
      expect(res.statusCode, cursor ?? '').toBe(422);
    }
  });

  it('counts the whole inbox as it changes: a new request and a status move show in the tabs at once', async () => {
    const inbox = async () => {
      const res = await staff.list('');
      expect(res.statusCode).toBe(200);
      return res.body.data;
    };
    const before = await inbox();
    expect(before.total).toBe(Object.values(before.counts).reduce((sum, n) => sum + n, 0));
    const moved = await staff.move(booking.uuid, { status: 'in_progress', version: 1 });
    expect(moved.statusCode).toBe(200);
    const after = await inbox();
    expect(after.total).toBe(before.total);
    expect(after.counts.new).toBe((before.counts.new ?? 0) - 1);
    expect(after.counts.in_progress).toBe((before.counts.in_progress ?? 0) + 1);
    // the last page, read from the other end of the index, ends with the oldest request
    const last = (await staff.list(`?sort=received_desc&limit=1&offset=${after.total - 1}`)).body.data.requests;
    const oldest = (await staff.list('?sort=received_asc&limit=1')).body.data.requests;
    expect(references(last)).toEqual(references(oldest));
  });

  it('refuses a filter it does not know', async () => {
    for (const query of ['status=lost', 'type=cruise', 'sort=price', 'limit=0', 'limit=101', 'travel_from=tomorrow']) {
      const res = await staff.list(`?${query}`);
      expect(res.statusCode, query).toBe(422);
    }
  });
});
