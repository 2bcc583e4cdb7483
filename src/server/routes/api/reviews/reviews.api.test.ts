import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminReviewSchema, TripReviewsPageSchema, type TripReviewsPage } from '#domain/api/reviews.js';
import { mailOutbox, staffAudit } from '#server/db/schema/index.js';
import { readCatalogueVersion } from '#server/repositories/catalogue-version.js';
import { deskTestApp, type Desk, type Visitor } from '#server/test/desk.js';
import { call } from '#server/test/http.js';
import type { Reference } from '#server/test/requests-test-data.js';
import { invitedToReview } from '#server/test/reviews.js';
import type { TestContext } from '#server/test/test-app.js';

// Verified reviews through the real app: the invitation's one-time link, the review, moderation, the trip's list.

let ctx: TestContext;
let ref: Reference;
let staff: Desk;
let sends: Visitor;

beforeAll(async () => {
  ({ ctx, ref, staff, sends } = await deskTestApp('Rehema'));
});
afterAll(() => ctx.close());

const review = (over: Record<string, unknown>) => ({
  rating: 5,
  title: 'The migration at Kogatende',
  body: 'Our guide Baraka found a river crossing on the second morning. Unforgettable.',
  traveller_name: 'Lena S.',
  travelled_as: 'couple',
  ...over,
});
const post = (payload: Record<string, unknown>) => call(ctx.app, { method: 'POST', url: '/api/reviews', payload });
const asAgent = (url: string, payload?: Record<string, unknown>) =>
  call(ctx.app, { method: payload ? 'POST' : 'GET', url, headers: staff.headers, ...(payload ? { payload } : {}) });
const tripReviews = (uuid: string, query = '') => call<TripReviewsPage>(ctx.app, `/api/trips/${uuid}/reviews${query}`);

/** A German booking of `trip`, invited to review: its token. */
async function invitedTraveller(tripUuid = ref.trips[0]!.uuid, startDate?: string) {
  const sent = await sends.booksTrip({
    trip_uuid: tripUuid,
    locale: 'de',
    ...(startDate ? { start_date: startDate } : {}),
  });
  return { ...(await invitedToReview(ctx, sent.uuid)), request: sent };
}

describe('the invitation', () => {
  it('is mailed in the request’s language with a link under its locale, once per request', async () => {
    const sent = await sends.booksTrip({ locale: 'de' });
    const { mail, link, token } = await invitedToReview(ctx, sent.uuid);
    expect(mail.subject).toMatch(/^Wie war /);
    expect(link).toContain('/de/reviews/write?token=');
    const opened = await call(ctx.app, `/api/reviews/invitation/${encodeURIComponent(token)}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.body.data).toEqual({
      trip_name: expect.any(String),
      travelled_on: expect.stringMatching(/^\d{4}-\d{2}$/),
    });
    // The job running twice sends no second invitation.
    await expect(invitedToReview(ctx, sent.uuid)).resolves.toMatchObject({ token });
    const mails = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'review-invitation'));
    expect(mails.filter((m) => m.textBody.includes(token))).toHaveLength(1);
  });

  it('answers 404 for an unknown token', async () => {
    const res = await call(ctx.app, '/api/reviews/invitation/not-a-token');
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe('This review link has been used already or is not valid.');
    expect((await post(review({ token: 'not-a-token' }))).statusCode).toBe(404);
  });
});

describe('writing a review', () => {
  it('refuses bad input with clear messages, and the link still works afterwards', async () => {
    const { token } = await invitedTraveller();
    const res = await post({
      token,
      rating: 6,
      title: '',
      body: 'Too short',
      traveller_name: ' ',
      travelled_as: 'alone',
    });
    expect(res.statusCode).toBe(422);
    expect(res.body.errors).toMatchObject({
      rating: ['Please choose a rating from 1 to 5'],
      title: ['Please give your review a title'],
      body: ['Please write at least 20 characters about your trip'],
      traveller_name: ['Please enter the name to show with your review'],
      travelled_as: ['Please choose how you travelled'],
    });
    const long = await post(review({ token, title: 'x'.repeat(121), body: 'y'.repeat(5001) }));
    expect(long.body.errors).toMatchObject({
      title: ['The title must be 120 characters or fewer'],
      body: ['Your review must be 5000 characters or fewer'],
    });
    expect((await call(ctx.app, `/api/reviews/invitation/${token}`)).statusCode).toBe(200);
  });

  it('works once: a second post, and the invitation, are then 404', async () => {
    const { token } = await invitedTraveller();
    const first = await post(review({ token }));
    expect(first.statusCode).toBe(201);
    expect(first.body.data).toEqual({ uuid: expect.any(String), status: 'pending' });
    expect((await post(review({ token }))).statusCode).toBe(404);
    expect((await call(ctx.app, `/api/reviews/invitation/${token}`)).statusCode).toBe(404);
  });

  it('stores one review when the same link is posted twice at once', async () => {
    const { token } = await invitedTraveller();
    const answers = await Promise.all([post(review({ token })), post(review({ token })), post(review({ token }))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 404, 404]);
    const pending = await asAgent('/api/admin/reviews?status=pending&limit=100');
    const uuid = answers.find((a) => a.statusCode === 201)!.body.data.uuid;
    expect(pending.body.data.reviews.filter((r: { uuid: string }) => r.uuid === uuid)).toHaveLength(1);
  });
});

describe('moderation and the trip’s reviews', () => {
  const trip = () => ref.trips[1]!.uuid;
  const written: Record<string, string> = {};

  beforeAll(async () => {
    for (const [name, rating] of [
      ['first', 4],
      ['second', 5],
      ['third', 2],
      ['fourth', 5],
    ] as const) {
      const { token } = await invitedTraveller(trip());
      written[name] = (
        await post(review({ token, rating, title: `The ${name} review`, traveller_name: name }))
      ).body.data.uuid;
    }
  });

  it('keeps them pending (not on the trip) until approved; approving moves the catalogue version and is audited', async () => {
    expect((await tripReviews(trip())).body.data).toMatchObject({ reviews: [], summary: { count: 0, average: null } });
    const list = await asAgent('/api/admin/reviews?status=pending&limit=100');
    expect(list.statusCode).toBe(200);
    const row = AdminReviewSchema.strict().parse(
      list.body.data.reviews.find((r: { uuid: string }) => r.uuid === written.first),
    );
    expect(row).toMatchObject({
      status: 'pending',
      locale: 'de',
      trip: { uuid: trip() },
      request: { reference: expect.stringMatching(/^TZ-/) },
    });
    expect(row.country).toEqual(expect.any(String));
    const before = await readCatalogueVersion(ctx.database.db);
    for (const name of ['first', 'second', 'third', 'fourth']) {
      const res = await asAgent(`/api/admin/reviews/${written[name]}/approve`, {});
      expect(res.statusCode).toBe(200);
      expect(res.body.data.review.status).toBe('approved');
    }
    expect(await readCatalogueVersion(ctx.database.db)).toBeGreaterThan(before);
    const audit = await ctx.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.target, `review:${written.first}`));
    expect(audit.map((a) => a.action)).toEqual(['review.approve']);
  });

  it('answers the approved ones newest first with the summary, a page at a time', async () => {
    const res = await tripReviews(trip(), '?limit=3');
    expect(res.statusCode).toBe(200);
    const page = TripReviewsPageSchema.strict().parse(res.body.data);
    expect(page.reviews.map((r) => r.title)).toEqual(['The fourth review', 'The third review', 'The second review']);
    expect(page.reviews[0]).toMatchObject({
      verified: true,
      traveller_name: 'fourth',
      reply: null,
      travelled_on: expect.stringMatching(/^\d{4}-\d{2}$/),
    });
    expect(page.summary).toEqual({ count: 4, average: 4, distribution: { 1: 0, 2: 1, 3: 0, 4: 1, 5: 2 } });
    expect(page.reviews[0]!.country).toBe('Germany');
    expect((await tripReviews(trip(), '?limit=1&locale=de')).body.data.reviews[0]!.country).toBe('Deutschland');
    const next = await tripReviews(trip(), `?limit=3&cursor=${page.next_cursor}`);
    expect(next.body.data.reviews.map((r: { title: string }) => r.title)).toEqual(['The first review']);
    expect(next.body.data.next_cursor).toBeNull();
    expect((await tripReviews(trip(), '?cursor=nonsense')).statusCode).toBe(422);
    expect((await tripReviews('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('rejects one: it leaves the trip’s list and summary', async () => {
    const res = await asAgent(`/api/admin/reviews/${written.third}/reject`, {});
    expect(res.body.data.review.status).toBe('rejected');
    const { body } = await tripReviews(trip());
    expect(body.data.reviews.map((r: { uuid: string }) => r.uuid)).not.toContain(written.third);
    expect(body.data.summary).toEqual({ count: 3, average: 4.7, distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 2 } });
    const rejected = await asAgent('/api/admin/reviews?status=rejected');
    expect(rejected.body.data.reviews.map((r: { uuid: string }) => r.uuid)).toContain(written.third);
  });

  it('shows the agency’s public answer under the review; blank takes it back', async () => {
    const answer = 'Asante, Lena! Baraka sends his greetings.';
    const res = await asAgent(`/api/admin/reviews/${written.fourth}/reply`, { body: answer });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.review.reply).toEqual({ body: answer, replied_at: expect.any(String) });
    const shown = (await tripReviews(trip())).body.data.reviews.find(
      (r: { uuid: string }) => r.uuid === written.fourth,
    );
    expect(shown?.reply?.body).toBe(answer);
    expect((await asAgent(`/api/admin/reviews/${written.fourth}/reply`, { body: 'x'.repeat(5001) })).statusCode).toBe(
      422,
    );
    await asAgent(`/api/admin/reviews/${written.fourth}/reply`, { body: '' });
    const taken = (await tripReviews(trip())).body.data.reviews.find(
      (r: { uuid: string }) => r.uuid === written.fourth,
    );
    expect(taken?.reply).toBeNull();
  });

  it('is staff only, and an unknown review is a 404', async () => {
    expect((await call(ctx.app, '/api/admin/reviews')).statusCode).toBe(401);
    expect((await asAgent('/api/admin/reviews/00000000-0000-4000-8000-000000000000/approve', {})).statusCode).toBe(404);
    expect((await asAgent('/api/admin/reviews?status=spam')).statusCode).toBe(422);
  });
});
