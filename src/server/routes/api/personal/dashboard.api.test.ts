import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardSchema, type Dashboard } from '#domain/api/personal.js';
import {
  bookings,
  countries,
  requestEvents,
  destinations,
  genders,
  requests,
  serviceClasses,
  trips,
  users,
} from '#server/db/schema/index.js';
import { call } from '#server/test/http.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
import { catalogueItems, signUp, type SignedInUser } from '#server/test/users.js';

let ctx: TestContext;
const queries: string[] = [];
let amina: SignedInUser;
let juma: SignedInUser;
let items: Awaited<ReturnType<typeof catalogueItems>>;
beforeAll(async () => {
  ctx = await createTestApp({ onQuery: (sql) => queries.push(sql) });
  amina = await signUp(ctx.app, 'Amina Mussa');
  juma = await signUp(ctx.app, 'Juma Hassan');
  items = await catalogueItems(ctx.app);
});
afterAll(() => ctx.close());

const dashboard = (user: SignedInUser) =>
  call<Dashboard>(ctx.app, { url: '/api/user/dashboard', headers: user.headers });
const post = (user: SignedInUser, url: string, payload: Record<string, unknown>) =>
  call(ctx.app, { method: 'POST', url, headers: user.headers, payload });

/** Bookings are made by another part of the API; here they are rows written straight to the table. */
async function insertBooking(email: string, kind: 'trip' | 'destination', reference: string, createdAt: Date) {
  const db = ctx.database.db;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'TZ'));
  const [gender] = await db.select({ id: genders.id }).from(genders).limit(1);
  const [economy] = await db
    .select({ id: serviceClasses.id })
    .from(serviceClasses)
    .where(eq(serviceClasses.name, 'Economy'));
  const [trip] = await db.select({ id: trips.id }).from(trips).where(eq(trips.uuid, items.trips[0]!.uuid));
  const [destination] = await db
    .select({ id: destinations.id })
    .from(destinations)
    .where(eq(destinations.uuid, items.destinations[0]!.uuid));
  const [request] = await db
    .insert(requests)
    .values({
      reference,
      type: kind === 'trip' ? 'trip_booking' : 'destination_booking',
      userId: user!.id,
      firstName: 'Amina',
      lastName: 'Mussa',
      email,
      phone: '+255 712 345 678',
      itemName: 'from the test',
      guests: 1,
      receivedAt: createdAt,
    })
    .returning({ id: requests.id });
  await db.insert(bookings).values({
    reference,
    requestId: request!.id,
    itemType: kind,
    tripId: kind === 'trip' ? trip!.id : null,
    destinationId: kind === 'destination' ? destination!.id : null,
    userId: user!.id,
    serviceClassId: kind === 'trip' ? economy!.id : null,
    genderId: gender!.id,
    countryId: country!.id,
    guestCount: kind === 'trip' ? 4 : 1,
    startDate: kind === 'trip' ? '2027-08-14' : null,
    firstName: 'Amina',
    lastName: 'Mussa',
    email,
    phone: '+255 712 345 678',
    season: kind === 'trip' ? 'High' : null,
    tier: kind === 'trip' ? 4 : null,
    totalPrice: kind === 'trip' ? 5960 : null,
    fingerprint: reference,
    createdAt,
  });
}

describe('GET /api/user/dashboard', () => {
  it('answers an empty dashboard for a new user', async () => {
    const res = await dashboard(amina);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toMatchObject({ status: true, code: 200, message: 'Dashboard fetched successfully' });
    const data = DashboardSchema.strict().parse(res.body.data);
    expect(data).toMatchObject({
      user_profile: { name: 'Amina Mussa', email: amina.email, country: amina.country, phone: '+255 712 345 678' },
      likes: [],
      ratings: [],
      cart_items: [],
      bookings: [],
      statistics: { total_likes: 0, total_ratings: 0, total_cart_items: 0, total_bookings: 0 },
    });
    expect(data.user_profile.tourist_number).toMatch(/^KS-[A-Z2-9]{6}$/);
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash|passport/i);
  });

  it('gathers likes, ratings, cart and bookings with their counts, own rows only', async () => {
    const [trip, other] = items.trips;
    const [destination] = items.destinations;
    queries.length = 0;
    await dashboard(amina);
    const emptyQueries = queries.length;

    await post(amina, '/api/toggle_like', { likeable_type: 'trip', likeable_uuid: trip!.uuid });
    await post(amina, '/api/toggle_like', { likeable_type: 'trip', likeable_uuid: other!.uuid });
    await post(amina, '/api/toggle_like', { likeable_type: 'destination', likeable_uuid: destination!.uuid });
    await post(amina, '/api/submit_rating', {
      rateable_type: 'trip',
      rateable_uuid: trip!.uuid,
      rating: 5,
      comment: 'Magical',
    });
    await post(amina, '/api/cart/add', { cartable_type: 'trip', cartable_uuid: other!.uuid, quantity: 3 });
    await insertBooking(amina.email, 'destination', 'KS-B-0001', new Date('2026-10-01T08:00:00Z'));
    await insertBooking(amina.email, 'trip', 'KS-B-0002', new Date('2026-10-02T08:00:00Z'));
    // Someone else's activity never shows.
    await post(juma, '/api/toggle_like', { likeable_type: 'trip', likeable_uuid: trip!.uuid });
    await post(juma, '/api/cart/add', { cartable_type: 'trip', cartable_uuid: trip!.uuid });
    await insertBooking(juma.email, 'trip', 'KS-B-0003', new Date('2026-10-03T08:00:00Z'));

    queries.length = 0;
    const res = await dashboard(amina);
    // No query per row: as many statements with rows as without.
    expect(queries.length).toBe(emptyQueries);
    expect(queries.length).toBeLessThanOrEqual(7);
    const data = DashboardSchema.strict().parse(res.body.data);
    expect(data.statistics).toEqual({ total_likes: 3, total_ratings: 1, total_cart_items: 1, total_bookings: 2 });
    expect(data.likes.map((l) => l.likeable_uuid)).toEqual([destination!.uuid, other!.uuid, trip!.uuid]);
    expect(data.ratings).toMatchObject([{ rateable_uuid: trip!.uuid, rating: 5, comment: 'Magical' }]);
    expect(data.cart_items).toMatchObject([
      { cartable_uuid: other!.uuid, quantity: 3, cartable: { base_price: other!.base_price } },
    ]);
    expect(data.bookings).toEqual([
      {
        uuid: expect.any(String),
        reference: 'KS-B-0002',
        item_type: 'trip',
        item_name: trip!.name,
        item_uuid: trip!.uuid,
        start_date: '2027-08-14',
        guest_count: 4,
        service_class: 'Economy',
        total_price: 5960,
        status: 'new',
        status_label: 'Received',
        quoted_price: null,
        travellers_complete: false,
        timeline: [
          { at: '2026-10-02T08:00:00.000Z', kind: 'received', text: 'Request received', status: null, words: '' },
        ],
        created_at: '2026-10-02T08:00:00.000Z',
      },
      {
        uuid: expect.any(String),
        reference: 'KS-B-0001',
        item_type: 'destination',
        item_name: destination!.name,
        item_uuid: destination!.uuid,
        start_date: null,
        guest_count: 1,
        service_class: null,
        total_price: null,
        status: 'new',
        status_label: 'Received',
        quoted_price: null,
        travellers_complete: false,
        timeline: [
          { at: '2026-10-01T08:00:00.000Z', kind: 'received', text: 'Request received', status: null, words: '' },
        ],
        created_at: '2026-10-01T08:00:00.000Z',
      },
    ]);

    const other_ = DashboardSchema.parse((await dashboard(juma)).body.data);
    expect(other_.statistics).toEqual({ total_likes: 1, total_ratings: 0, total_cart_items: 1, total_bookings: 1 });
    expect(other_.user_profile.name).toBe('Juma Hassan');
  });

  it("shows each booking's visible history and quote, never notes nor another user's", async () => {
    const db = ctx.database.db;
    const requestOf = async (reference: string) =>
      (await db.select().from(requests).where(eq(requests.reference, reference)))[0]!;
    const [mine, theirs] = await Promise.all([requestOf('KS-B-0002'), requestOf('KS-B-0003')]);
    queries.length = 0;
    await dashboard(amina);
    const before = queries.length;
    await db.insert(requestEvents).values([
      {
        requestId: mine.id,
        at: new Date('2026-10-02T09:00:00Z'),
        kind: 'note',
        text: 'Ask about budget',
        visibleToTourist: false,
      },
      {
        requestId: mine.id,
        at: new Date('2026-10-02T10:00:00Z'),
        kind: 'status',
        fromStatus: 'new',
        toStatus: 'in_progress',
        visibleToTourist: true,
      },
      {
        requestId: mine.id,
        at: new Date('2026-10-03T10:00:00Z'),
        kind: 'status',
        fromStatus: 'in_progress',
        toStatus: 'quoted',
        text: 'Lodges held until Friday',
        visibleToTourist: true,
      },
      {
        requestId: theirs.id,
        at: new Date('2026-10-04T10:00:00Z'),
        kind: 'message',
        text: 'For Juma only',
        visibleToTourist: true,
      },
    ]);
    await db.update(requests).set({ status: 'quoted', quotedPrice: 6100 }).where(eq(requests.id, mine.id));

    queries.length = 0;
    const data = DashboardSchema.strict().parse((await dashboard(amina)).body.data);
    expect(queries.length).toBe(before);
    const [trip, destination] = data.bookings;
    expect(trip).toMatchObject({ reference: 'KS-B-0002', status_label: 'Quote sent', quoted_price: 6100 });
    expect(trip!.timeline).toEqual([
      { at: '2026-10-02T08:00:00.000Z', kind: 'received', text: 'Request received', status: null, words: '' },
      { at: '2026-10-02T10:00:00.000Z', kind: 'status', text: 'Being planned', status: 'in_progress', words: '' },
      {
        at: '2026-10-03T10:00:00.000Z',
        kind: 'status',
        text: 'Quote sent — Lodges held until Friday',
        status: 'quoted',
        words: 'Lodges held until Friday',
      },
    ]);
    expect(destination!.timeline).toHaveLength(1);
    expect(JSON.stringify(data)).not.toMatch(/Ask about budget|For Juma only/);
  });

  it('names the booked trips in the language the page is read in (one statement more for it)', async () => {
    const trip = items.trips[0]!;
    const german = (await call<{ trip: { name: string } }>(ctx.app, `/api/trips/${trip.uuid}?locale=de`)).body.data.trip
      .name;
    expect(german).not.toBe(trip.name);
    const res = await call<Dashboard>(ctx.app, { url: '/api/user/dashboard?locale=de', headers: amina.headers });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.bookings.find((b) => b.item_type === 'trip')?.item_name).toBe(german);
    expect((await dashboard(amina)).body.data.bookings.find((b) => b.item_type === 'trip')?.item_name).toBe(trip.name);
  });

  it('matches the separate lists', async () => {
    const data = (await dashboard(amina)).body.data;
    const get = async (url: string) => (await call(ctx.app, { url, headers: amina.headers })).body.data;
    expect((await get('/api/user/likes')).likes).toEqual(data.likes);
    expect((await get('/api/user/ratings')).ratings).toEqual(data.ratings);
    expect((await get('/api/user/cart')).cart_items).toEqual(data.cart_items);
  });
});
