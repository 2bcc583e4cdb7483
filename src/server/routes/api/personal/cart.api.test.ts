import { afterAll, describe, expect, it } from 'vitest';
import { CartItemSchema, type CartItem } from '#domain/api/personal.js';
import { cartItems } from '#server/db/schema/index.js';
import { call } from '#server/test/http.js';
import { catalogueItems, signedInTestApp } from '#server/test/users.js';

const { ctx, user, trip, destination, draftUuid } = await signedInTestApp();
afterAll(() => ctx.close());

type One = { cart_item: CartItem };
const add = (body: Record<string, unknown>) =>
  call<One>(ctx.app, { method: 'POST', url: '/api/cart/add', headers: user.headers, payload: body });
const update = (uuid: string, body: Record<string, unknown>) =>
  call<One>(ctx.app, { method: 'PUT', url: `/api/cart/${uuid}`, headers: user.headers, payload: body });
const myCart = async () =>
  (await call<{ cart_items: CartItem[] }>(ctx.app, { url: '/api/user/cart', headers: user.headers })).body.data
    .cart_items;
const rows = () => ctx.database.db.select().from(cartItems);

describe('POST /api/cart/add', () => {
  it('adds a trip with its quantity and dates (201)', async () => {
    const res = await add({
      cartable_type: 'trip',
      cartable_uuid: trip.uuid,
      quantity: 2,
      start_date: '2027-08-01',
      end_date: '2027-08-06',
    });
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({ status: true, code: 201, message: 'Added to cart successfully' });
    const item = CartItemSchema.strict().parse(res.body.data.cart_item);
    expect(item).toMatchObject({
      cartable_type: 'trip',
      cartable_uuid: trip.uuid,
      quantity: 2,
      start_date: '2027-08-01',
      end_date: '2027-08-06',
      cartable: { uuid: trip.uuid, type: 'trip', name: trip.name, base_price: trip.base_price },
    });
  });

  it('adds a destination with quantity 1 and no dates when they are left out', async () => {
    const res = await add({ cartable_type: 'destination', cartable_uuid: destination.uuid, start_date: '' });
    expect(res.statusCode).toBe(201);
    expect(res.body.data.cart_item).toMatchObject({
      cartable_type: 'destination',
      quantity: 1,
      start_date: null,
      end_date: null,
      cartable: { uuid: destination.uuid, base_price: null },
    });
  });

  it('answers 409 for an item already in the cart, and keeps the first row', async () => {
    const res = await add({ cartable_type: 'trip', cartable_uuid: trip.uuid, quantity: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.body).toEqual({ status: false, code: 409, message: 'This item is already in your cart.' });
    expect((await rows()).filter((r) => r.tripId !== null).map((r) => r.quantity)).toEqual([2]);
  });

  it.each([
    [{ quantity: 0 }, 'quantity', 'Quantity must be at least 1'],
    [{ quantity: -3 }, 'quantity', 'Quantity must be at least 1'],
    [{ quantity: 1.5 }, 'quantity', 'Quantity must be at least 1'],
    [{ start_date: '2027-08-06', end_date: '2027-08-01' }, 'end_date', 'End date cannot be before start date'],
    [{ start_date: '2027-02-30' }, 'start_date', 'Please enter a valid date'],
    [{ cartable_type: 'hotel' }, 'cartable_type', 'Please choose a trip or a destination to add'],
    [{ cartable_uuid: '' }, 'cartable_uuid', 'Please choose an item to add'],
    [{ cartable_uuid: 'x' }, 'cartable_uuid', 'The selected item could not be found. Please try again.'],
  ])('answers 422 for %o and adds nothing', async (change, field, message) => {
    const before = await rows();
    const other = (await catalogueItems(ctx.app)).trips[1]!;
    const res = await add({ cartable_type: 'trip', cartable_uuid: other.uuid, ...change });
    expect(res.statusCode).toBe(422);
    expect(res.body.errors?.[field]).toEqual([message]);
    expect(res.body.message).toBe(message);
    expect(await rows()).toEqual(before);
  });

  it('accepts a one-day stay', async () => {
    const other = (await catalogueItems(ctx.app)).destinations[1]!;
    const res = await add({
      cartable_type: 'destination',
      cartable_uuid: other.uuid,
      start_date: '2027-09-01',
      end_date: '2027-09-01',
    });
    expect(res.statusCode).toBe(201);
    await call(ctx.app, { method: 'DELETE', url: `/api/cart/${res.body.data.cart_item.uuid}`, headers: user.headers });
  });

  it('answers 404 for an unknown item and for an unpublished trip', async () => {
    const unknown = await add({ cartable_type: 'destination', cartable_uuid: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.body).toEqual({ status: false, code: 404, message: 'Destination not found' });
    const draft = await add({ cartable_type: 'trip', cartable_uuid: draftUuid });
    expect(draft.body).toEqual({ status: false, code: 404, message: 'Trip not found' });
  });
});

describe('GET /api/user/cart', () => {
  it('lists the cart newest first with each item and its base price', async () => {
    const list = await myCart();
    for (const item of list) CartItemSchema.strict().parse(item);
    expect(list.map((i) => [i.cartable_type, i.cartable_uuid, i.quantity])).toEqual([
      ['destination', destination.uuid, 1],
      ['trip', trip.uuid, 2],
    ]);
    expect(list[1]!.cartable.base_price).toBe(trip.base_price);
  });
});

describe('PUT /api/cart/{uuid}', () => {
  const tripRow = async () => (await myCart()).find((i) => i.cartable_type === 'trip')!;

  it('changes only what is sent', async () => {
    const row = await tripRow();
    const res = await update(row.uuid, { quantity: '4' });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Cart updated successfully');
    expect(res.body.data.cart_item).toMatchObject({ quantity: 4, start_date: '2027-08-01', end_date: '2027-08-06' });
    const moved = await update(row.uuid, { end_date: '2027-08-10' });
    expect(moved.body.data.cart_item).toMatchObject({ quantity: 4, start_date: '2027-08-01', end_date: '2027-08-10' });
  });

  it('clears a date sent empty', async () => {
    const row = await tripRow();
    const res = await update(row.uuid, { end_date: '' });
    expect(res.body.data.cart_item).toMatchObject({ start_date: '2027-08-01', end_date: null });
    await update(row.uuid, { end_date: '2027-08-10' });
  });

  it('checks the dates of the row it lands on, not only of the body', async () => {
    const row = await tripRow();
    const early = await update(row.uuid, { end_date: '2027-07-20' });
    expect(early.statusCode).toBe(422);
    expect(early.body.errors).toEqual({ end_date: ['End date cannot be before start date'] });
    const late = await update(row.uuid, { start_date: '2027-09-01' });
    expect(late.statusCode).toBe(422);
    expect(late.body.errors).toEqual({ start_date: ['End date cannot be before start date'] });
    expect(await tripRow()).toEqual(row);
  });

  it('answers 422 for a bad quantity or reversed dates in the body', async () => {
    const row = await tripRow();
    const res = await update(row.uuid, { quantity: 0, start_date: '2027-08-05', end_date: '2027-08-04' });
    expect(res.statusCode).toBe(422);
    expect(res.body.errors).toEqual({
      quantity: ['Quantity must be at least 1'],
      end_date: ['End date cannot be before start date'],
    });
    expect(await tripRow()).toEqual(row);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid'])('answers 404 for %s', async (uuid) => {
    const res = await update(uuid, { quantity: 2 });
    expect(res.body).toEqual({ status: false, code: 404, message: 'Cart item not found' });
  });
});

describe('DELETE /api/cart/{uuid} and /api/user/cart/clear', () => {
  it('removes one own row', async () => {
    const [first] = await myCart();
    const res = await call(ctx.app, { method: 'DELETE', url: `/api/cart/${first!.uuid}`, headers: user.headers });
    expect(res.body).toEqual({ status: true, code: 200, message: 'Removed from cart successfully', data: null });
    expect((await myCart()).map((i) => i.uuid)).not.toContain(first!.uuid);
    const again = await call(ctx.app, { method: 'DELETE', url: `/api/cart/${first!.uuid}`, headers: user.headers });
    expect(again.body).toEqual({ status: false, code: 404, message: 'Cart item not found' });
  });

  it('empties the cart, and answers the same on an empty cart', async () => {
    expect((await myCart()).length).toBe(1);
    const res = await call(ctx.app, { method: 'DELETE', url: '/api/user/cart/clear', headers: user.headers });
    expect(res.body).toEqual({ status: true, code: 200, message: 'Cart cleared successfully', data: { removed: 1 } });
    expect(await myCart()).toEqual([]);
    const again = await call(ctx.app, { method: 'DELETE', url: '/api/user/cart/clear', headers: user.headers });
    expect(again.body.data).toEqual({ removed: 0 });
  });
});
