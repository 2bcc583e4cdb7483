import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Trip } from '#domain/api/catalogue.js';
import { tripHref } from '#domain/trips/trip-href.js';
import { deskTestApp, type Desk, type Visitor } from '#server/test/desk.js';
import { call } from '#server/test/http.js';
import type { Reference } from '#server/test/requests-test-data.js';
import { invitedToReview } from '#server/test/reviews.js';
import type { TestContext } from '#server/test/test-app.js';
import { signUp } from '#server/test/users.js';

// The pages the built server renders (`npm run build` first) with verified reviews: /reviews shows the spec's
// samples until a first review is approved, then the real ones; a trip's page shows its reviews, and its JSON-LD
// carries a rating from these alone. The page cache is on, as in production: an approval shows at once anyway.

let ctx: TestContext;
let ref: Reference;
let staff: Desk;
let sends: Visitor;
let trip: Trip;

const page = async (path: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: path });
  expect(res.statusCode, path).toBe(200);
  return res.body;
};
const tripJsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
    .find((ld) => ld['@type'] === 'TouristTrip')!;

beforeAll(async () => {
  ({ ctx, ref, staff, sends } = await deskTestApp('Neema', {
    WEB_DIST_DIR: resolve('dist/web'),
    CATALOGUE_CACHE_SECONDS: '300',
  }));
  trip = ref.trips[2]!;
});
afterAll(() => ctx.close());

async function approvedReview(over: Record<string, unknown>, answer?: string) {
  const sent = await sends.booksTrip({ trip_uuid: trip.uuid, locale: 'de', start_date: '2027-08-14' });
  const { token } = await invitedToReview(ctx, sent.uuid);
  const res = await call(ctx.app, {
    method: 'POST',
    url: '/api/reviews',
    payload: {
      token,
      rating: 5,
      body: 'Baraka found a leopard on the first afternoon. Perfect.',
      traveller_name: 'Lena S.',
      ...over,
    },
  });
  const uuid = res.body.data.uuid as string;
  await call(ctx.app, {
    method: 'POST',
    url: `/api/admin/reviews/${uuid}/approve`,
    headers: staff.headers,
    payload: {},
  });
  if (answer)
    await call(ctx.app, {
      method: 'POST',
      url: `/api/admin/reviews/${uuid}/reply`,
      headers: staff.headers,
      payload: { body: answer },
    });
  return uuid;
}

describe('before any review is approved', () => {
  it('/reviews shows the spec’s sample reviews', async () => {
    const html = await page('/reviews');
    expect(html).toContain('Claire Dubois');
    expect(html).not.toContain('Verified traveller');
  });

  it('a trip’s JSON-LD has no rating, even with signed-in visitors’ star ratings', async () => {
    const amina = await signUp(ctx.app);
    const rated = await call(ctx.app, {
      method: 'POST',
      url: '/api/submit_rating',
      headers: amina.headers,
      payload: { rateable_type: 'trip', rateable_uuid: trip.uuid, rating: 2, comment: 'Too long in the car.' },
    });
    expect(rated.statusCode).toBe(201);
    const html = await page(tripHref(trip));
    const ld = tripJsonLd(html);
    expect(ld).toBeDefined();
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('review');
    expect(html).not.toContain('id="trip-reviews-title"');
  });
});

describe('once reviews are approved', () => {
  beforeAll(async () => {
    await approvedReview({ rating: 4, title: 'Leopards in Tarangire' }, 'Asante, Lena! Baraka sends his greetings.');
    await approvedReview({ rating: 5, title: 'The crater at dawn', traveller_name: 'Tom B.' });
    // A pending one counts nowhere.
    const sent = await sends.booksTrip({ trip_uuid: trip.uuid });
    const { token } = await invitedToReview(ctx, sent.uuid);
    await call(ctx.app, {
      method: 'POST',
      url: '/api/reviews',
      payload: {
        token,
        rating: 1,
        title: 'Not yet read',
        body: 'This one waits for the agency to read it.',
        traveller_name: 'X',
      },
    });
  });

  it('the trip’s page shows them as verified, with the month of travel and the agency’s answer', async () => {
    const html = await page(tripHref(trip));
    expect(html).toContain('Leopards in Tarangire');
    expect(html).toContain('Verified traveller');
    expect(html).toContain('Travelled in August 2027');
    expect(html).toContain('Asante, Lena! Baraka sends his greetings.');
    expect(html).not.toContain('Not yet read');
    const german = await page(`/de${tripHref(trip)}`);
    expect(german).toContain('Verifizierter Reisender');
    expect(german).toContain('Gereist im August 2027');
    expect(german).toContain('Deutschland');
  });

  it('the trip’s JSON-LD carries the aggregate and the reviews from these alone', async () => {
    const ld = tripJsonLd(await page(tripHref(trip)));
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    const reviews = ld.review as { name: string; author: { name: string }; reviewRating: { ratingValue: number } }[];
    expect(reviews.map((r) => r.name)).toEqual(['The crater at dawn', 'Leopards in Tarangire']);
    expect(reviews[0]).toMatchObject({ author: { name: 'Tom B.' }, reviewRating: { ratingValue: 5 } });
  });

  it('/reviews shows the real reviews with their trip, and the samples step aside', async () => {
    const html = await page('/reviews');
    expect(html).toContain('The crater at dawn');
    expect(html).toContain(trip.name.replaceAll('&', '&amp;'));
    expect(html).toContain('2 verified reviews');
    expect(html).not.toContain('Claire Dubois');
    const api = await call(ctx.app, '/api/reviews');
    expect(api.body.data.summary).toEqual({ count: 2, average: 4.5, distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 } });
  });
});
