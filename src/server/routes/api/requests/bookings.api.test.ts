import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Trip } from '#domain/api/catalogue.js';
import { addDays, todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import { groupTierFor } from '#domain/pricing/group-tier.js';
import { tripDurationDays } from '#domain/trips/duration.js';
import { bookings, budgets, requests, seasons, serviceClasses, trips, users } from '#server/db/schema/index.js';
import { REQUEST_REFERENCE_PATTERN as BOOKING_REFERENCE_PATTERN } from '#server/repositories/requests-repository.js';
import { call } from '#server/test/http.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
import { futureDates, loadReference, tripBookingPayload, type Reference } from '#server/test/requests-test-data.js';
import { bearer, signUp } from '#server/test/users.js';

const REQUIRED =
  'Please fill all required fields and ensure at least 2 guests, class, gender, and country are selected.';
const INVALID_SELECTION = 'Selected class, gender, or country is invalid. Please try again.';

let ctx: TestContext;
let ref: Reference;
let trip: Trip;
const dates = futureDates();
beforeAll(async () => {
  // Many bookings from one address: the limit has its own test.
  ctx = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' } });
  ref = await loadReference(ctx.app);
  trip = ref.trips[0]!;
});
afterAll(() => ctx.close());

let sequence = 0;
/** A valid booking; every call a different guest, so none is taken for a double click of another. */
const booking = (overrides: Record<string, unknown> = {}) =>
  tripBookingPayload(ref, { trip_uuid: trip.uuid, email: `guest${(sequence += 1)}@example.com`, ...overrides });

const book = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(ctx.app, { method: 'POST', url: '/api/save_booking', payload, headers });

const budgetPrice = (t: Trip, season: string, serviceClass: string, quantity: number) =>
  t.budgets.find((b) => b.season.name === season && b.service_class.name === serviceClass && b.quantity === quantity)!
    .price;

const stored = async (uuid: string) =>
  (await ctx.database.db.select().from(bookings).where(eq(bookings.uuid, uuid)))[0];

describe('POST /api/save_booking', () => {
  it('stores the booking and answers its reference and the server price', async () => {
    const res = await book(booking({ guest_count: 3, note: ' Vegetarian ' }));
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({ status: true, code: 201 });
    const expected = budgetPrice(trip, 'Low', 'Economy', 2) * 3;
    expect(res.body.data).toEqual({
      uuid: expect.any(String),
      reference: expect.stringMatching(BOOKING_REFERENCE_PATTERN),
      customer_name: 'Lena Schmidt',
      trip_name: trip.name,
      total_price: expected,
      currency: 'USD',
      season: 'Low',
      tier: 2,
      service_class: 'Economy',
    });
    const row = await stored(res.body.data.uuid);
    expect(row).toMatchObject({
      reference: res.body.data.reference,
      itemType: 'trip',
      guestCount: 3,
      startDate: dates.low,
      note: 'Vegetarian',
      season: 'Low',
      tier: 2,
      totalPrice: expected,
      currency: 'USD',
      requestId: expect.any(Number),
      userId: null,
    });
  });

  it('stores a trip to its last day, on the booking and on the desk’s request, as a request from the cart does', async () => {
    // The trip's own page tells its length (the itinerary's days).
    const long = ref.trips.find((one) => one.name.includes('Safari'))!;
    const page = await call<{ trip: Trip }>(ctx.app, `/api/trips/${long.uuid}`);
    const days = tripDurationDays(page.body.data.trip);
    expect(days).toBeGreaterThan(1);
    const res = await book(booking({ trip_uuid: long.uuid }));
    const row = await stored(res.body.data.uuid);
    expect(row!.endDate).toBe(addDays(dates.low, days - 1));
    const [request] = await ctx.database.db.select().from(requests).where(eq(requests.id, row!.requestId!));
    expect([request!.startDate, request!.endDate]).toEqual([dates.low, addDays(dates.low, days - 1)]);
  });

  // The tier rule itself is pinned down in domain/pricing/group-tier.test.ts; here, that a booking is charged by it.
  it.each([2, 3, 4, 5, 6, 9])(
    'charges %i guests the budget row of their group tier, in Low and High season and every class',
    async (guests) => {
      const tier = groupTierFor(guests);
      for (const [season, start_date] of [
        ['Low', dates.low],
        ['High', dates.high],
      ] as const) {
        for (const className of ['Economy', 'Luxury']) {
          const res = await book(booking({ guest_count: guests, start_date, class_id: ref.classes[className] }));
          expect(res.statusCode).toBe(201);
          expect(res.body.data).toMatchObject({
            season,
            tier,
            service_class: className,
            total_price: budgetPrice(trip, season, className, tier) * guests,
          });
        }
      }
    },
  );

  it('switches season between 30 June and 1 July', async () => {
    const june = await book(booking({ start_date: dates.lastLow }));
    const july = await book(booking({ start_date: dates.firstHigh }));
    expect(june.body.data).toMatchObject({ season: 'Low', total_price: budgetPrice(trip, 'Low', 'Economy', 2) * 2 });
    expect(july.body.data).toMatchObject({ season: 'High', total_price: budgetPrice(trip, 'High', 'Economy', 2) * 2 });
  });

  it('ignores any price the client sends', async () => {
    const res = await book(booking({ guest_count: 4, total_price: 1, price: 1, base_price: 1, currency: 'EUR' }));
    expect(res.statusCode).toBe(201);
    expect(res.body.data.total_price).toBe(budgetPrice(trip, 'Low', 'Economy', 4) * 4);
    expect(res.body.data.currency).toBe('USD');
    expect((await stored(res.body.data.uuid))?.totalPrice).toBe(budgetPrice(trip, 'Low', 'Economy', 4) * 4);
  });

  it('falls back to base price × guests when the trip has no budget row for the booking', async () => {
    const other = ref.trips[1]!;
    const [row] = await ctx.database.db.select({ id: trips.id }).from(trips).where(eq(trips.uuid, other.uuid));
    const [high] = await ctx.database.db.select({ id: seasons.id }).from(seasons).where(eq(seasons.name, 'High'));
    const [luxury] = await ctx.database.db
      .select({ id: serviceClasses.id })
      .from(serviceClasses)
      .where(eq(serviceClasses.name, 'Luxury'));
    await ctx.database.db
      .delete(budgets)
      .where(and(eq(budgets.tripId, row!.id), eq(budgets.seasonId, high!.id), eq(budgets.serviceClassId, luxury!.id)));

    const fallback = await book(
      booking({ trip_uuid: other.uuid, start_date: dates.high, class_id: ref.classes.Luxury, guest_count: 5 }),
    );
    expect(fallback.statusCode).toBe(201);
    expect(fallback.body.data).toMatchObject({ season: 'High', tier: 4, total_price: other.base_price * 5 });
    // The rows that are still there keep pricing the other seasons.
    const low = await book(
      booking({ trip_uuid: other.uuid, start_date: dates.low, class_id: ref.classes.Luxury, guest_count: 5 }),
    );
    expect(low.body.data.total_price).toBe(budgetPrice(other, 'Low', 'Luxury', 4) * 5);
  });

  it("answers 422 with the form's message for every missing field", async () => {
    const res = await book({});
    expect(res.statusCode).toBe(422);
    expect(res.body.message).toBe(REQUIRED);
    for (const field of ['class_id', 'guest_count', 'start_date', 'phone', 'email', 'fname', 'lname', 'gender']) {
      expect(res.body.errors?.[field]).toEqual([REQUIRED]);
    }
    expect(await ctx.database.db.select().from(bookings).where(eq(bookings.firstName, ''))).toEqual([]);
  });

  it.each([1, 0, '1', 'two'])('needs at least 2 guests (guest_count %j)', async (guest_count) => {
    const res = await book(booking({ guest_count }));
    expect(res.statusCode).toBe(422);
    expect(res.body.errors).toEqual({ guest_count: [REQUIRED] });
  });

  it('needs a start date from tomorrow on, in Dar es Salaam', async () => {
    const today = todayInDarEsSalaam();
    for (const start_date of [today, addDays(today, -1)]) {
      const res = await book(booking({ start_date }));
      expect(res.statusCode).toBe(422);
      expect(res.body).toMatchObject({
        message: 'Start date must be from tomorrow onwards.',
        errors: { start_date: ['Start date must be from tomorrow onwards.'] },
      });
    }
    const tomorrow = await book(booking({ start_date: addDays(today, 1) }));
    expect(tomorrow.statusCode).toBe(201);
  });

  it('needs a start date within the next 2 years', async () => {
    const today = todayInDarEsSalaam();
    for (const start_date of ['9999-12-31', addDays(today, 731)]) {
      const res = await book(booking({ start_date }));
      expect(res.statusCode, start_date).toBe(422);
      expect(res.body).toMatchObject({
        message: 'Start date must be within the next 2 years.',
        errors: { start_date: ['Start date must be within the next 2 years.'] },
      });
    }
    expect((await book(booking({ start_date: addDays(today, 730) }))).statusCode).toBe(201);
  });

  it("calls an unknown class, gender or country invalid with the form's message", async () => {
    for (const field of ['class_id', 'gender', 'country']) {
      const res = await book(booking({ [field]: 999_999 }));
      expect(res.statusCode).toBe(422);
      expect(res.body).toMatchObject({ message: INVALID_SELECTION, errors: { [field]: [INVALID_SELECTION] } });
    }
    const notAnId = await book(booking({ class_id: 'luxury' }));
    expect(notAnId.body.errors).toEqual({ class_id: [INVALID_SELECTION] });
  });

  it('refuses a malformed e-mail', async () => {
    const res = await book(booking({ email: 'lena@' }));
    expect(res.statusCode).toBe(422);
    expect(res.body.errors).toEqual({ email: ['Please enter a valid email address'] });
  });

  it('books published trips only (404 otherwise)', async () => {
    const [draft] = await ctx.database.db.select({ uuid: trips.uuid }).from(trips).where(eq(trips.isPublished, false));
    for (const trip_uuid of [draft!.uuid, '00000000-0000-4000-8000-000000000000']) {
      const res = await book(booking({ trip_uuid }));
      expect(res.statusCode).toBe(404);
      expect(res.body).toEqual({ status: false, code: 404, message: 'Trip not found' });
    }
  });

  it('makes one booking of a double click: two identical requests at once answer the same reference', async () => {
    const payload = booking({ guest_count: 4, note: 'Double click' });
    const [first, second] = await Promise.all([book(payload), book({ ...payload, fname: ' Lena ' })]);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.body.data).toEqual(first.body.data);
    const rows = await ctx.database.db.select().from(bookings).where(eq(bookings.note, 'Double click'));
    expect(rows).toHaveLength(1);
    // The same phone number written another way is still the same click.
    const spaced = booking({ guest_count: 3, note: 'Phone spacing', phone: '+255 722 222 222' });
    const [withSpaces, without] = [await book(spaced), await book({ ...spaced, phone: '+255722222222' })];
    expect(without.body.data.reference).toBe(withSpaces.body.data.reference);
    // A different request from the same person is a booking of its own.
    const third = await book({ ...payload, guest_count: 5 });
    expect(third.body.data.reference).not.toBe(first.body.data.reference);
  });

  it('links a booking made with a valid token to its user, and ignores a stale token', async () => {
    const booker = await signUp(ctx.app, 'Signed In Tourist', 'booker@example.com');
    const signedIn = await book(booking(), booker.headers);
    expect(signedIn.statusCode).toBe(201);
    const [user] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'booker@example.com'));
    expect((await stored(signedIn.body.data.uuid))?.userId).toBe(user!.id);

    const visitor = await book(booking());
    expect((await stored(visitor.body.data.uuid))?.userId).toBeNull();
    const stale = await book(booking(), bearer('x'.repeat(43)));
    expect(stale.statusCode).toBe(201);
    expect((await stored(stale.body.data.uuid))?.userId).toBeNull();
  });
});
