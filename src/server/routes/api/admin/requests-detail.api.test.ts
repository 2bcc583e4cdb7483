import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_NOT_FOUND_MESSAGE } from '#domain/schemas/messages.js';
import { deskTestApp, uniqueEmail, type Desk, type Visitor } from '#server/test/desk.js';
import { call } from '#server/test/http.js';
import { futureDates, type Reference } from '#server/test/requests-test-data.js';
import type { TestContext } from '#server/test/test-app.js';
import { signUp } from '#server/test/users.js';

const dates = futureDates();
let ctx: TestContext;
let ref: Reference;
let staff: Desk;
let sends: Visitor;

beforeAll(async () => ({ ctx, ref, staff, sends } = await deskTestApp()));
afterAll(() => ctx.close());

describe('GET /api/admin/requests/{uuid}', () => {
  it('shows a trip booking with everything the visitor sent and its price breakdown', async () => {
    const trip = ref.trips[0]!;
    const { uuid, reference } = await sends.booksTrip({
      guest_count: 4,
      start_date: dates.high,
      class_id: ref.classes.Comfort,
      note: 'Anniversary trip',
    });
    const res = await staff.get(uuid);
    expect(res.statusCode).toBe(200);
    const request = res.body.data.request;
    expect(request).toMatchObject({
      uuid,
      reference,
      type: 'trip_booking',
      status: 'new',
      version: 1,
      quoted_price: null,
      answered_at: null,
      item_name: trip.name,
      start_date: dates.high,
      guests: 4,
      note: 'Anniversary trip',
      inquiry: null,
      allowed_moves: ['in_progress', 'cancelled'],
      customer: {
        name: 'Lena Schmidt',
        first_name: 'Lena',
        last_name: 'Schmidt',
        phone: '+49 30 1234567',
        country: 'Germany',
        gender: expect.any(String),
        has_account: false,
      },
    });
    expect(request.lines).toHaveLength(1);
    const [line] = request.lines;
    expect(line).toMatchObject({
      line: 1,
      item_type: 'trip',
      item_uuid: trip.uuid,
      item_name: trip.name,
      start_date: dates.high,
      guests: 4,
      service_class: 'Comfort',
      season: 'High',
      tier: 4,
      total_price: request.total_price,
    });
    expect(line!.per_person).toBe(Math.round((request.total_price! / 4) * 100) / 100);
  });

  it('shows a contact inquiry’s own fields and the visitor’s message', async () => {
    const { uuid } = await sends.sendsInquiry({ budget: 'luxury', source_page: '/contact', message: 'Honeymoon.' });
    const request = (await staff.get(uuid)).body.data.request;
    expect(request).toMatchObject({ type: 'inquiry', note: 'Honeymoon.', lines: [], guests: 4 });
    expect(request.inquiry).toMatchObject({ service_class: 'Comfort', budget: 'luxury', source_page: '/contact' });
    expect(request.inquiry!.trip_type).toEqual(expect.any(String));
    expect(request.inquiry!.destinations).toHaveLength(ref.destinationIds.length);
    expect(request.inquiry!.locations).toHaveLength(ref.locationIds.length);
  });

  it('shows a whole cart as numbered lines, a destination line without a price', async () => {
    const user = await signUp(ctx.app);
    const add = (payload: Record<string, unknown>) =>
      call(ctx.app, { method: 'POST', url: '/api/cart/add', headers: user.headers, payload });
    await add({ cartable_type: 'trip', cartable_uuid: ref.trips[1]!.uuid, quantity: 2, start_date: dates.low });
    await add({ cartable_type: 'destination', cartable_uuid: ref.destinationUuid });
    const sent = await call(ctx.app, {
      method: 'POST',
      url: '/api/cart/request',
      headers: user.headers,
      payload: {
        fname: 'Lena',
        lname: 'Cart',
        email: uniqueEmail(),
        phone: '+49 1',
        gender: ref.genderId,
        country: ref.countryId,
      },
    });
    expect(sent.statusCode).toBe(201);
    const uuid = (await staff.list(`?q=${sent.body.data.request.reference}`)).body.data.requests[0]!.uuid;
    const request = (await staff.get(uuid)).body.data.request;
    expect(request.customer.has_account).toBe(true);
    expect(request.lines.map((l) => [l.line, l.item_type, l.item_uuid])).toEqual([
      [1, 'trip', ref.trips[1]!.uuid],
      [2, 'destination', ref.destinationUuid],
    ]);
    expect(request.lines[1]).toMatchObject({ total_price: null, per_person: null, season: null });
    expect(request.lines[0]!.per_person).toBeGreaterThan(0);
  });

  it('tells the request’s story oldest first: arrival, its e-mails, moves, notes and messages', async () => {
    const { uuid } = await sends.booksTrip();
    await staff.move(uuid, { status: 'in_progress', version: 1, message: 'Checking lodges' });
    await staff.note(uuid, 'Called the camp');
    await staff.message(uuid, { subject: 'Your dates', body: 'Is 10 March firm?' });
    const timeline = (await staff.get(uuid)).body.data.request.timeline;
    expect(timeline.map((e) => [e.kind, e.visible_to_tourist])).toEqual([
      ['received', true],
      ['mail', false],
      ['mail', false],
      ['status', true],
      ['note', false],
      ['message', true],
      ['mail', false],
    ]);
    expect(timeline[0]).toMatchObject({ actor: null, text: 'Request received from the website' });
    expect(timeline.slice(3, 6).map((e) => [e.actor, e.text])).toEqual([
      ['Neema', 'Moved from New to In progress: Checking lodges'],
      ['Neema', 'Called the camp'],
      ['Neema', 'Is 10 March firm?'],
    ]);
    const ats = timeline.map((e) => Date.parse(e.at));
    expect(ats).toEqual([...ats].sort((a, b) => a - b));
    // The visitor's confirmation and the agency's notification, as the outbox holds them.
    expect(timeline.slice(1, 3).map((e) => e.mail!.to)).toContain(ctx.env.AGENCY_EMAIL);
    // The message names the mail it sent (its delivery may move on between the two reads of the outbox).
    const sentMail = ({ to, subject }: { to: string; subject: string }) => ({ to, subject });
    expect(sentMail(timeline[5]!.mail!)).toEqual(sentMail(timeline[6]!.mail!));
  });

  it('shows each e-mail’s delivery as the outbox knows it', async () => {
    const { uuid } = await sends.booksTrip();
    await staff.message(uuid, { body: 'Hello' });
    await ctx.app.mail.flush();
    const timeline = (await staff.get(uuid)).body.data.request.timeline;
    const mails = timeline.filter((e) => e.mail);
    expect(mails.length).toBe(4);
    expect(mails.map((e) => e.mail!.delivery)).toEqual(['sent', 'sent', 'sent', 'sent']);
  });

  it('answers 404 for an unknown or malformed uuid', async () => {
    for (const uuid of ['00000000-0000-4000-8000-000000000000', 'TZ-7K3M9Q', '%27%20or%201=1']) {
      const res = await call(ctx.app, { url: `/api/admin/requests/${uuid}`, headers: staff.headers });
      expect(res.statusCode, uuid).toBe(404);
      expect(res.body.message).toBe(REQUEST_NOT_FOUND_MESSAGE);
    }
  });
});
