import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { LikeSchema, type Like } from '#domain/api/personal.js';
import { likes, trips } from '#server/db/schema/index.js';
import { call } from '#server/test/http.js';
import { catalogueItems, signedInTestApp } from '#server/test/users.js';

const { ctx, user, trip, destination, draftUuid } = await signedInTestApp();
afterAll(() => ctx.close());

const toggle = (body: Record<string, unknown>, headers = user.headers) =>
  call<{ is_liked: boolean }>(ctx.app, { method: 'POST', url: '/api/toggle_like', headers, payload: body });
const myLikes = () => call<{ likes: Like[] }>(ctx.app, { url: '/api/user/likes', headers: user.headers });
const check = (type: 'trip' | 'destination', uuid: string) =>
  call<{ is_liked: boolean }>(ctx.app, { url: `/api/user/check-like-${type}?uuid=${uuid}`, headers: user.headers });

describe('POST /api/toggle_like', () => {
  it('likes a trip (201), then unlikes it on the second toggle (200)', async () => {
    const liked = await toggle({ likeable_type: 'trip', likeable_uuid: trip.uuid });
    expect(liked.statusCode).toBe(201);
    expect(liked.body).toEqual({
      status: true,
      code: 201,
      message: 'Item liked successfully',
      data: { is_liked: true },
    });
    expect((await check('trip', trip.uuid)).body.data).toEqual({ is_liked: true });

    const unliked = await toggle({ likeable_type: 'trip', likeable_uuid: trip.uuid });
    expect(unliked.statusCode).toBe(200);
    expect(unliked.body).toEqual({
      status: true,
      code: 200,
      message: 'Item unliked successfully',
      data: { is_liked: false },
    });
    expect((await check('trip', trip.uuid)).body.data).toEqual({ is_liked: false });
    expect((await myLikes()).body.data.likes).toEqual([]);
  });

  it.each([
    [{ likeable_type: 'hotel', likeable_uuid: '' }, 'likeable_type', 'Please choose a trip or a destination to like'],
    [{ likeable_type: 'trip' }, 'likeable_uuid', 'Please choose an item to like'],
    [
      { likeable_type: 'trip', likeable_uuid: 'abc' },
      'likeable_uuid',
      'The selected item could not be found. Please try again.',
    ],
  ])('answers 422 for %o', async (body, field, message) => {
    const res = await toggle(body);
    expect(res.statusCode).toBe(422);
    expect(res.body.errors?.[field]).toEqual([message]);
    expect(res.body.message).toBe(Object.values(res.body.errors ?? {})[0]?.[0]);
    expect(await ctx.database.db.select().from(likes)).toEqual([]);
  });

  it.each([
    ['trip', '00000000-0000-4000-8000-000000000000', 'Trip not found'],
    ['destination', '00000000-0000-4000-8000-000000000000', 'Destination not found'],
  ])('answers 404 for an unknown %s', async (type, uuid, message) => {
    const res = await toggle({ likeable_type: type, likeable_uuid: uuid });
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ status: false, code: 404, message });
  });

  it('answers 404 for an unpublished trip, and for a destination uuid sent as a trip', async () => {
    expect((await toggle({ likeable_type: 'trip', likeable_uuid: draftUuid })).statusCode).toBe(404);
    const mixed = await toggle({ likeable_type: 'trip', likeable_uuid: destination.uuid });
    expect(mixed.body).toEqual({ status: false, code: 404, message: 'Trip not found' });
    expect(await ctx.database.db.select().from(likes)).toEqual([]);
  });
});

describe('GET /api/user/likes', () => {
  it('lists the likes newest first, each with a card of its item', async () => {
    await toggle({ likeable_type: 'trip', likeable_uuid: trip.uuid });
    await toggle({ likeable_type: 'destination', likeable_uuid: destination.uuid });
    const res = await myLikes();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const list = res.body.data.likes;
    for (const like of list) LikeSchema.strict().parse(like);
    expect(list.map((l) => [l.likeable_type, l.likeable_uuid])).toEqual([
      ['destination', destination.uuid],
      ['trip', trip.uuid],
    ]);
    expect(list[0]!.likeable).toMatchObject({
      uuid: destination.uuid,
      type: 'destination',
      name: destination.name,
      base_price: null,
      location: destination.location.name,
      section: null,
    });
    expect(list[0]!.likeable.image).toMatch(/^\/images\/.+\.webp$/);
    expect(list[1]!.likeable).toMatchObject({
      uuid: trip.uuid,
      type: 'trip',
      name: trip.name,
      base_price: trip.base_price,
    });
    expect(['safari', 'zanzibar']).toContain(list[1]!.likeable.section);
    expect(list[1]!.likeable.location).toEqual(expect.any(String));
  });

  it('drops a liked trip once the agency unpublishes it', async () => {
    await ctx.database.db.update(trips).set({ isPublished: false }).where(eq(trips.uuid, trip.uuid));
    try {
      expect((await myLikes()).body.data.likes.map((l) => l.likeable_uuid)).toEqual([destination.uuid]);
      expect((await check('trip', trip.uuid)).statusCode).toBe(404);
    } finally {
      await ctx.database.db.update(trips).set({ isPublished: true }).where(eq(trips.uuid, trip.uuid));
    }
  });
});

describe('GET /api/user/check-like-trip and check-like-destination', () => {
  it('answers whether the user likes the item', async () => {
    expect((await check('destination', destination.uuid)).body).toEqual({
      status: true,
      code: 200,
      message: 'Like status fetched successfully',
      data: { is_liked: true },
    });
    const other = (await catalogueItems(ctx.app)).destinations[1]!;
    expect((await check('destination', other.uuid)).body.data).toEqual({ is_liked: false });
  });

  it('answers 422 without a valid uuid and 404 for an unknown or mistyped item', async () => {
    const missing = await call(ctx.app, { url: '/api/user/check-like-trip', headers: user.headers });
    expect(missing.statusCode).toBe(422);
    expect(missing.body.errors).toEqual({ uuid: ['Please choose an item to like'] });
    const malformed = await check('trip', 'nope');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.body.message).toBe('The selected item could not be found. Please try again.');
    expect((await check('trip', '00000000-0000-4000-8000-000000000000')).body).toEqual({
      status: false,
      code: 404,
      message: 'Trip not found',
    });
    expect((await check('destination', trip.uuid)).body.message).toBe('Destination not found');
    expect((await check('trip', draftUuid)).statusCode).toBe(404);
  });
});
