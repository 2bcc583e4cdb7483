import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Destination, Trip } from '#domain/api/catalogue.js';
import { UserRatingSchema, type UserRating } from '#domain/api/personal.js';
import { INVALID_RATING_CHANGES } from '#domain/test/invalid-ratings.js';
import { ratings } from '#server/db/schema/index.js';
import { call } from '#server/test/http.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
import { catalogueItems, signUp, type SignedInUser } from '#server/test/users.js';

// The catalogue micro-cache stays on (its default): a rating change must clear it.
let ctx: TestContext;
let amina: SignedInUser;
let juma: SignedInUser;
let neema: SignedInUser;
let trip: { uuid: string; name: string };
let destination: { uuid: string; name: string };
beforeAll(async () => {
  ctx = await createTestApp();
  amina = await signUp(ctx.app, 'Amina Mussa');
  juma = await signUp(ctx.app, 'Juma Hassan');
  neema = await signUp(ctx.app, 'Neema Kweka');
  const items = await catalogueItems(ctx.app);
  trip = items.trips[0]!;
  destination = items.destinations[0]!;
});
afterAll(() => ctx.close());

type Rated = { rating: UserRating };
const submit = (user: SignedInUser, body: Record<string, unknown>) =>
  call<Rated>(ctx.app, { method: 'POST', url: '/api/submit_rating', headers: user.headers, payload: body });
const rateTrip = (user: SignedInUser, rating: number, comment = 'Asante sana, a wonderful trip') =>
  submit(user, { rateable_type: 'trip', rateable_uuid: trip.uuid, rating, comment });
const myRatings = (user: SignedInUser) =>
  call<{ ratings: UserRating[] }>(ctx.app, { url: '/api/user/ratings', headers: user.headers });
const tripFigures = async () => {
  const { trip: found } = (await call<{ trip: Trip }>(ctx.app, `/api/trips/${trip.uuid}`)).body.data;
  return [found.rating_average, found.ratings_count];
};
const destinationFigures = async () => {
  const { destination: found } = (
    await call<{ destination: Destination }>(ctx.app, `/api/destinations/${destination.uuid}`)
  ).body.data;
  return [found.rating_average, found.ratings_count];
};

describe('POST /api/submit_rating', () => {
  it('creates the rating (201) with its item, then updates it on a second submit (200)', async () => {
    expect(await tripFigures()).toEqual([null, 0]);
    const first = await rateTrip(amina, 5, '  Unforgettable!  ');
    expect(first.statusCode).toBe(201);
    expect(first.body).toMatchObject({ status: true, code: 201, message: 'Rating submitted successfully' });
    const rating = UserRatingSchema.strict().parse(first.body.data.rating);
    expect(rating).toMatchObject({
      rateable_type: 'trip',
      rateable_uuid: trip.uuid,
      rating: 5,
      comment: 'Unforgettable!',
      rateable: { uuid: trip.uuid, type: 'trip', name: trip.name },
    });

    const second = await rateTrip(amina, 4, 'Still great on reflection');
    expect(second.statusCode).toBe(200);
    expect(second.body).toMatchObject({ status: true, code: 200, message: 'Rating updated successfully' });
    expect(second.body.data.rating).toMatchObject({
      uuid: rating.uuid,
      rating: 4,
      comment: 'Still great on reflection',
    });
    expect(second.body.data.rating.created_at).toBe(rating.created_at);
    expect(await ctx.database.db.select().from(ratings)).toHaveLength(1);
  });

  it('rates a destination too', async () => {
    const res = await submit(amina, {
      rateable_type: 'destination',
      rateable_uuid: destination.uuid,
      rating: '3',
      comment: 'Lovely, if busy',
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.data.rating).toMatchObject({ rateable_type: 'destination', rating: 3 });
    expect(res.body.data.rating.rateable).toMatchObject({ type: 'destination', base_price: null, section: null });
  });

  it.each(INVALID_RATING_CHANGES)('answers 422 for %o and changes nothing', async (change, field, message) => {
    const before = await ctx.database.db.select().from(ratings);
    const res = await submit(juma, {
      rateable_type: 'trip',
      rateable_uuid: trip.uuid,
      rating: 5,
      comment: 'Good',
      ...change,
    });
    expect(res.statusCode).toBe(422);
    expect(res.body.errors?.[field]).toEqual([message]);
    expect(res.body.message).toBe(message);
    expect(await ctx.database.db.select().from(ratings)).toEqual(before);
  });

  it('accepts a comment of exactly 500 characters', async () => {
    const res = await rateTrip(neema, 2, 'x'.repeat(500));
    expect(res.statusCode).toBe(201);
    await call(ctx.app, { method: 'DELETE', url: `/api/ratings/${res.body.data.rating.uuid}`, headers: neema.headers });
  });

  it('answers 404 for an unknown item', async () => {
    const res = await submit(juma, {
      rateable_type: 'destination',
      rateable_uuid: '00000000-0000-4000-8000-000000000000',
      rating: 5,
      comment: 'Good',
    });
    expect(res.body).toEqual({ status: false, code: 404, message: 'Destination not found' });
  });
});

describe('rating figures on the catalogue', () => {
  it('shows the average with one decimal and the count, fresh after every change', async () => {
    // amina 4 (from above)
    expect(await tripFigures()).toEqual([4, 1]);
    await rateTrip(juma, 5);
    expect(await tripFigures()).toEqual([4.5, 2]);
    await rateTrip(neema, 4);
    expect(await tripFigures()).toEqual([4.3, 3]);
    const list = (await call<{ trips: Trip[] }>(ctx.app, '/api/trips?limit=50')).body.data.trips;
    expect(list.find((t) => t.uuid === trip.uuid)).toMatchObject({ rating_average: 4.3, ratings_count: 3 });
    expect(
      list.filter((t) => t.uuid !== trip.uuid).every((t) => t.rating_average === null && t.ratings_count === 0),
    ).toBe(true);
    expect(await destinationFigures()).toEqual([3, 1]);
    const destinations = (await call<{ destinations: Destination[] }>(ctx.app, '/api/destinations?limit=50')).body.data
      .destinations;
    expect(destinations.find((d) => d.uuid === destination.uuid)).toMatchObject({
      rating_average: 3,
      ratings_count: 1,
    });
  });

  it('follows PUT and DELETE as well', async () => {
    const mine = (await myRatings(neema)).body.data.ratings[0]!;
    await call(ctx.app, {
      method: 'PUT',
      url: `/api/ratings/${mine.uuid}`,
      headers: neema.headers,
      payload: { rating: 1, comment: 'Changed my mind' },
    });
    expect(await tripFigures()).toEqual([3.3, 3]);
    await call(ctx.app, { method: 'DELETE', url: `/api/ratings/${mine.uuid}`, headers: neema.headers });
    expect(await tripFigures()).toEqual([4.5, 2]);
  });
});

describe('PUT and DELETE /api/ratings/{uuid}', () => {
  it('updates the stars and the comment of an own rating', async () => {
    const mine = (await myRatings(juma)).body.data.ratings[0]!;
    const res = await call<Rated>(ctx.app, {
      method: 'PUT',
      url: `/api/ratings/${mine.uuid}`,
      headers: juma.headers,
      payload: { rating: '2', comment: ' Rain all week ', rateable_uuid: destination.uuid },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Rating updated successfully');
    // the item stays; only the stars and the comment change
    expect(res.body.data.rating).toMatchObject({
      uuid: mine.uuid,
      rateable_uuid: trip.uuid,
      rating: 2,
      comment: 'Rain all week',
    });
  });

  it('answers 422 with the documented messages for a bad update and changes nothing', async () => {
    const mine = (await myRatings(juma)).body.data.ratings[0]!;
    const res = await call(ctx.app, {
      method: 'PUT',
      url: `/api/ratings/${mine.uuid}`,
      headers: juma.headers,
      payload: { rating: 9, comment: '' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.body.errors).toEqual({
      rating: ['Please choose a rating from 1 to 5'],
      comment: ['Please write a comment'],
    });
    expect((await myRatings(juma)).body.data.ratings[0]).toEqual(mine);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid'])('answers 404 for %s', async (uuid) => {
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await call(ctx.app, {
        method,
        url: `/api/ratings/${uuid}`,
        headers: juma.headers,
        ...(method === 'PUT' ? { payload: { rating: 3, comment: 'ok' } } : {}),
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).toEqual({ status: false, code: 404, message: 'Rating not found' });
    }
  });

  it('deletes an own rating', async () => {
    const mine = (await myRatings(juma)).body.data.ratings[0]!;
    const res = await call(ctx.app, { method: 'DELETE', url: `/api/ratings/${mine.uuid}`, headers: juma.headers });
    expect(res.body).toEqual({ status: true, code: 200, message: 'Rating deleted successfully', data: null });
    expect((await myRatings(juma)).body.data.ratings).toEqual([]);
    const again = await call(ctx.app, { method: 'DELETE', url: `/api/ratings/${mine.uuid}`, headers: juma.headers });
    expect(again.statusCode).toBe(404);
  });
});

describe('GET /api/user/ratings', () => {
  it("lists the user's own ratings, newest first, with their items", async () => {
    const res = await myRatings(amina);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const list = res.body.data.ratings;
    for (const rating of list) UserRatingSchema.strict().parse(rating);
    expect(list.map((r) => [r.rateable_type, r.rateable_uuid, r.rating])).toEqual([
      ['destination', destination.uuid, 3],
      ['trip', trip.uuid, 4],
    ]);
    expect(list[1]!.rateable.name).toBe(trip.name);
  });
});
