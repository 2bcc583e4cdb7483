import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartItem } from '#domain/api/personal.js';
import { tripDurationDays } from '#domain/trips/duration.js';
import { bookings } from '#server/db/schema/index.js';
import { call } from '#server/test/http.js';
import { futureDates, loadReference, tripBookingPayload, type Reference } from '#server/test/requests-test-data.js';
import { createSmtpTestApp, type SmtpTestContext } from '#server/test/test-app.js';
import { signUp, type SignedInUser } from '#server/test/users.js';

// The cart as a pre-booking: each trip line priced like a booking, and the whole cart sent as one request.

const AGENCY = 'desk@kilele.example';
const dates = futureDates();
let ctx: SmtpTestContext;
let ref: Reference;
beforeAll(async () => {
  ctx = await createSmtpTestApp({ AGENCY_EMAIL: AGENCY, RATE_LIMIT_ALLOW: '127.0.0.1' });
  ref = await loadReference(ctx.app);
});
afterAll(() => ctx.close());

const as = (user: SignedInUser) => ({
  add: (body: Record<string, unknown>) =>
    call<{ cart_item: CartItem }>(ctx.app, {
      method: 'POST',
      url: '/api/cart/add',
      headers: user.headers,
      payload: body,
    }),
  update: (uuid: string, body: Record<string, unknown>) =>
    call<{ cart_item: CartItem }>(ctx.app, {
      method: 'PUT',
      url: `/api/cart/${uuid}`,
      headers: user.headers,
      payload: body,
    }),
  cart: async () =>
    (await call<{ cart_items: CartItem[] }>(ctx.app, { url: '/api/user/cart', headers: user.headers })).body.data
      .cart_items,
  request: (body: Record<string, unknown>) =>
    call(ctx.app, { method: 'POST', url: '/api/cart/request', headers: user.headers, payload: body }),
  book: (body: Record<string, unknown>) =>
    call(ctx.app, { method: 'POST', url: '/api/save_booking', headers: user.headers, payload: body }),
});

const traveller = (email: string) => ({
  fname: 'Lena',
  lname: 'Schmidt',
  email,
  phone: '+49 30 1234567',
  gender: ref.genderId,
  country: ref.countryId,
  note: 'Safari first, then the beach',
});

describe('a cart line is priced like a booking', () => {
  it('costs what booking the same trip, dates, guests and class costs', async () => {
    const me = as(await signUp(ctx.app));
    const trip = ref.trips[0]!;
    const added = await me.add({
      cartable_type: 'trip',
      cartable_uuid: trip.uuid,
      quantity: 4,
      start_date: dates.high,
      class_id: ref.classes.Comfort,
    });
    expect(added.statusCode).toBe(201);
    const line = added.body.data.cart_item;
    const booked = await call(ctx.app, {
      method: 'POST',
      url: '/api/save_booking',
      payload: tripBookingPayload(ref, { guest_count: 4, start_date: dates.high, class_id: ref.classes.Comfort }),
    });
    expect(booked.statusCode).toBe(201);
    expect(line.price).toMatchObject({
      season: 'High',
      tier: 4,
      service_class: 'Comfort',
      total: booked.body.data.total_price,
      estimate: false,
    });
    expect(line.class_id).toBe(ref.classes.Comfort);
    expect(line.days).toBe(tripDurationDays(trip));
    // From the trip's budget table, not base price × guests as the cart used to say.
    expect(line.price!.from_budget).toBe(true);
    expect(line.price!.total).not.toBe(trip.base_price * 4);
  });

  it('prices a line without a date as an estimate, and a destination not at all', async () => {
    const me = as(await signUp(ctx.app));
    await me.add({ cartable_type: 'trip', cartable_uuid: ref.trips[1]!.uuid, quantity: 2 });
    await me.add({ cartable_type: 'destination', cartable_uuid: ref.destinationUuid });
    const [destination, trip] = await me.cart();
    expect(trip!.price).toMatchObject({ estimate: true, service_class: 'Economy', tier: 2 });
    expect(destination!.price).toBeNull();
    expect(destination!.days).toBeNull();
  });

  it('changes class and guests with PUT, repricing the line; an unknown class is refused', async () => {
    const me = as(await signUp(ctx.app));
    const { uuid } = (
      await me.add({ cartable_type: 'trip', cartable_uuid: ref.trips[0]!.uuid, quantity: 2, start_date: dates.low })
    ).body.data.cart_item;
    const before = (await me.cart())[0]!.price!;
    const changed = await me.update(uuid, { quantity: 6, class_id: ref.classes.Luxury });
    expect(changed.statusCode).toBe(200);
    expect(changed.body.data.cart_item).toMatchObject({ quantity: 6, class_id: ref.classes.Luxury });
    expect(changed.body.data.cart_item.price).toMatchObject({ tier: 6, service_class: 'Luxury' });
    expect(changed.body.data.cart_item.price!.total).not.toBe(before.total);
    const refused = await me.update(uuid, { class_id: 999_999 });
    expect(refused.statusCode).toBe(422);
    expect(refused.body.errors).toEqual({ class_id: ['Please select a valid class'] });
    expect((await me.cart())[0]!.class_id).toBe(ref.classes.Luxury);
  });

  it('takes a booked trip out of the signed-in booker’s cart', async () => {
    const me = as(await signUp(ctx.app));
    const trip = ref.trips[2]!;
    await me.add({ cartable_type: 'trip', cartable_uuid: trip.uuid, quantity: 2, start_date: dates.low });
    await me.add({ cartable_type: 'destination', cartable_uuid: ref.destinationUuid });
    const res = await me.book(tripBookingPayload(ref, { trip_uuid: trip.uuid }));
    expect(res.statusCode).toBe(201);
    expect((await me.cart()).map((line) => line.cartable_type)).toEqual(['destination']);
  });
});

describe('POST /api/cart/request: the whole cart as one request', () => {
  it('refuses an empty cart and a trip line without a start date, changing nothing', async () => {
    const me = as(await signUp(ctx.app));
    const empty = await me.request(traveller('empty@example.com'));
    expect(empty.statusCode).toBe(422);
    expect(empty.body.errors).toEqual({ cart: ['Your cart is empty.'] });

    const trip = ref.trips[0]!;
    await me.add({ cartable_type: 'trip', cartable_uuid: trip.uuid, quantity: 2 });
    const undated = await me.request(traveller('undated@example.com'));
    expect(undated.statusCode).toBe(422);
    expect(undated.body.errors).toEqual({ cart: [`Choose a start date for ${trip.name}.`] });
    expect(await me.cart()).toHaveLength(1);
  });

  it('asks for the traveller’s details in the inquiry’s words', async () => {
    const me = as(await signUp(ctx.app));
    const res = await me.request({ ...traveller('x@example.com'), fname: '', country: '' });
    expect(res.statusCode).toBe(422);
    expect(res.body.message).toBe('Please fill all required fields: name, email, phone, gender, and country.');
  });

  it('stores every line under one reference, mails the agency once with every line, and empties the cart', async () => {
    const user = await signUp(ctx.app);
    const me = as(user);
    const [safari, beach] = [ref.trips[0]!, ref.trips[1]!];
    await me.add({
      cartable_type: 'trip',
      cartable_uuid: safari.uuid,
      quantity: 4,
      start_date: dates.high,
      class_id: ref.classes.Comfort,
    });
    await me.add({ cartable_type: 'trip', cartable_uuid: beach.uuid, quantity: 2, start_date: dates.low });
    await me.add({
      cartable_type: 'destination',
      cartable_uuid: ref.destinationUuid,
      quantity: 3,
      start_date: dates.lastLow,
      end_date: dates.firstHigh,
    });
    const lines = await me.cart();
    const expectedTotal = lines.reduce((sum, line) => sum + (line.price?.total ?? 0), 0);

    const email = 'whole-cart@example.com';
    const [first, second] = await Promise.all([me.request(traveller(email)), me.request(traveller(email))]);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(first.body.message).toBe('Your request has been sent');
    const answer = first.body.data.request;
    expect(answer).toMatchObject({ lines: 3, priced_lines: 2, total_price: expectedTotal, currency: 'USD' });
    expect(answer.reference).toMatch(/^TZ-[2-9A-HJ-NP-Z]{6}$/);
    // A double click is the same request.
    expect(second.body.data.request.reference).toBe(answer.reference);

    const rows = await ctx.database.db.select().from(bookings).where(eq(bookings.reference, answer.reference));
    expect(rows.map((row) => row.requestLine).sort()).toEqual([1, 2, 3]);
    const destinationRow = rows.find((row) => row.itemType === 'destination')!;
    expect(destinationRow).toMatchObject({
      startDate: dates.lastLow,
      endDate: dates.firstHigh,
      guestCount: 3,
      totalPrice: null,
    });
    const safariRow = rows.find((row) => row.guestCount === 4)!;
    expect(safariRow).toMatchObject({ season: 'High', tier: 4, serviceClassId: ref.classes.Comfort, email });
    expect(await me.cart()).toEqual([]);

    await ctx.app.mail.flush();
    const agency = ctx.sink.messages.filter((m) => m.to.includes(AGENCY) && m.subject.includes(answer.reference));
    expect(agency).toHaveLength(1);
    expect(agency[0]!.subject).toBe(`New combined request ${answer.reference}: 3 items, Lena Schmidt`);
    expect(agency[0]!.text).toContain(`1. Trip: ${safari.name} — `);
    expect(agency[0]!.text).toContain(`2. Trip: ${beach.name} — `);
    expect(agency[0]!.text).toContain(`3. Destination: ${ref.destinationName} — `);
    expect(agency[0]!.text).toContain('4 guests; Comfort; High season, 4-guest rate');
    expect(agency[0]!.text).toContain('price to quote');
    const tourist = ctx.sink.messages.filter((m) => m.to.includes(email));
    expect(tourist).toHaveLength(1);
    expect(tourist[0]!.text).toContain(`3 items under one reference, ${answer.reference}`);

    // The tourist's dashboard lists each line under the one reference.
    const dashboard = await call(ctx.app, { url: '/api/user/dashboard', headers: user.headers });
    const listed = dashboard.body.data.bookings.filter((b: { reference: string }) => b.reference === answer.reference);
    expect(listed.map((b: { item_name: string }) => b.item_name).sort()).toEqual(
      [safari.name, beach.name, ref.destinationName].sort(),
    );
  });
});
