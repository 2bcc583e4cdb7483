import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '#domain/api/personal.js';
import { call } from '#server/test/http.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
import { catalogueItems, signUp, type SignedInUser } from '#server/test/users.js';

// Another user's row is a 404, never a hint that it exists, and nothing changes (docs/api/README.md 'Status codes').
let ctx: TestContext;
let amina: SignedInUser;
let juma: SignedInUser;
let trip: { uuid: string };
let destination: { uuid: string };
let before: Dashboard;
let ratingUuid: string;
let cartUuid: string;
beforeAll(async () => {
  ctx = await createTestApp();
  amina = await signUp(ctx.app, 'Amina Mussa');
  juma = await signUp(ctx.app, 'Juma Hassan');
  const items = await catalogueItems(ctx.app);
  trip = items.trips[0]!;
  destination = items.destinations[0]!;
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    call(ctx.app, { method, url, headers: amina.headers, ...(payload ? { payload } : {}) });
  await send('POST', '/api/toggle_like', { likeable_type: 'trip', likeable_uuid: trip.uuid });
  await send('POST', '/api/toggle_like', { likeable_type: 'destination', likeable_uuid: destination.uuid });
  const rated = await send('POST', '/api/submit_rating', {
    rateable_type: 'trip',
    rateable_uuid: trip.uuid,
    rating: 5,
    comment: 'Magical',
  });
  ratingUuid = rated.body.data.rating.uuid;
  const added = await send('POST', '/api/cart/add', { cartable_type: 'trip', cartable_uuid: trip.uuid, quantity: 2 });
  cartUuid = added.body.data.cart_item.uuid;
  before = await aminaDashboard();
  expect(before.statistics).toEqual({ total_likes: 2, total_ratings: 1, total_cart_items: 1, total_bookings: 0 });
});
afterAll(() => ctx.close());

async function aminaDashboard(): Promise<Dashboard> {
  return (await call<Dashboard>(ctx.app, { url: '/api/user/dashboard', headers: amina.headers })).body.data;
}
const asJuma = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  call(ctx.app, { method, url, headers: juma.headers, ...(payload ? { payload } : {}) });

describe("a second user and the first user's rows", () => {
  it.each([
    ['PUT', () => `/api/ratings/${ratingUuid}`, { rating: 1, comment: 'Hacked' }, 'Rating not found'],
    ['DELETE', () => `/api/ratings/${ratingUuid}`, undefined, 'Rating not found'],
    ['PUT', () => `/api/cart/${cartUuid}`, { quantity: 9 }, 'Cart item not found'],
    ['DELETE', () => `/api/cart/${cartUuid}`, undefined, 'Cart item not found'],
  ] as const)('%s on the first user’s row answers 404 and changes nothing', async (method, url, body, message) => {
    const res = await asJuma(method, url(), body);
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ status: false, code: 404, message });
    expect(await aminaDashboard()).toEqual(before);
  });

  it('liking and unliking the same item touches only their own like', async () => {
    const liked = await asJuma('POST', '/api/toggle_like', { likeable_type: 'trip', likeable_uuid: trip.uuid });
    expect(liked.body.data).toEqual({ is_liked: true });
    const unliked = await asJuma('POST', '/api/toggle_like', { likeable_type: 'trip', likeable_uuid: trip.uuid });
    expect(unliked.body.data).toEqual({ is_liked: false });
    expect((await asJuma('GET', `/api/user/check-like-trip?uuid=${trip.uuid}`)).body.data).toEqual({ is_liked: false });
    expect(await aminaDashboard()).toEqual(before);
  });

  it('rating the same item makes their own rating, and the first stays as it was', async () => {
    const res = await asJuma('POST', '/api/submit_rating', {
      rateable_type: 'trip',
      rateable_uuid: trip.uuid,
      rating: 2,
      comment: 'Too much driving',
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.data.rating.uuid).not.toBe(ratingUuid);
    expect(await aminaDashboard()).toEqual(before);
  });

  it('adding the same item to their cart is no conflict, and clearing their cart leaves the first cart alone', async () => {
    const added = await asJuma('POST', '/api/cart/add', { cartable_type: 'trip', cartable_uuid: trip.uuid });
    expect(added.statusCode).toBe(201);
    const cleared = await asJuma('DELETE', '/api/user/cart/clear');
    expect(cleared.body.data).toEqual({ removed: 1 });
    expect((await asJuma('GET', '/api/user/cart')).body.data.cart_items).toEqual([]);
    expect(await aminaDashboard()).toEqual(before);
  });

  it('never lists the first user’s rows', async () => {
    const data = (await asJuma('GET', '/api/user/dashboard')).body.data as Dashboard;
    const theirs = [...before.likes, ...before.ratings, ...before.cart_items].map((row) => row.uuid);
    const seen = [...data.likes, ...data.ratings, ...data.cart_items].map((row) => row.uuid);
    expect(seen.filter((uuid) => theirs.includes(uuid))).toEqual([]);
    expect(data.statistics).toEqual({ total_likes: 0, total_ratings: 1, total_cart_items: 0, total_bookings: 0 });
  });

  it('the first user can still change their own rows afterwards', async () => {
    const res = await call(ctx.app, {
      method: 'PUT',
      url: `/api/cart/${cartUuid}`,
      headers: amina.headers,
      payload: { quantity: 3 },
    });
    expect(res.statusCode).toBe(200);
    expect((await aminaDashboard()).cart_items[0]!.quantity).toBe(3);
  });
});
