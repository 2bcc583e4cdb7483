import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminRatingSchema, AdminTestimonialSchema } from '#domain/api/admin-moderation.js';
import type { Testimonial, Trip } from '#domain/api/catalogue.js';
import { staffAudit } from '#server/db/schema/index.js';
import { call } from '#server/test/http.js';
import { staffMember, type SignedInStaff } from '#server/test/staff.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
import { signUp, type SignedInUser } from '#server/test/users.js';

// The micro-cache is on (as in production): an approval or a hidden rating must show at once anyway.
let ctx: TestContext;
let agent: SignedInStaff;
let amina: SignedInUser;
let juma: SignedInUser;
beforeAll(async () => {
  ctx = await createTestApp({ env: { CATALOGUE_CACHE_SECONDS: '30' } });
  agent = await staffMember(ctx, 'agent', 'Agent Rehema');
  amina = await signUp(ctx.app, 'Amina Mussa');
  juma = await signUp(ctx.app, 'Juma Said');
});
afterAll(() => ctx.close());

const asAgent = (method: 'GET' | 'POST', url: string) => call(ctx.app, { method, url, headers: agent.headers });
const featured = async () =>
  (await call<{ testimonials: Testimonial[] }>(ctx.app, '/api/get-testimonals')).body.data.testimonials;
const auditOf = (target: string) =>
  ctx.database.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.target, target)))
    .orderBy(staffAudit.id);

describe('testimonial moderation', () => {
  let pendingUuid: string;
  beforeAll(async () => {
    const saved = await call(ctx.app, {
      method: 'POST',
      url: '/api/save-testimonal',
      headers: amina.headers,
      payload: { comments: 'The Ngorongoro crater at dawn, unforgettable.', rating: 4 },
    });
    pendingUuid = saved.body.data.testimonial.uuid;
  });

  it('lists pending testimonials with a total, and filters by state', async () => {
    const res = await asAgent('GET', '/api/admin/testimonials?status=pending&limit=5');
    expect(res.statusCode).toBe(200);
    const { testimonials, total } = res.body.data;
    expect(total).toBeGreaterThanOrEqual(1);
    expect(testimonials.length).toBeLessThanOrEqual(5);
    for (const row of testimonials) expect(AdminTestimonialSchema.strict().parse(row).status).toBe('pending');
    expect(testimonials.map((row: { uuid: string }) => row.uuid)).toContain(pendingUuid);
    const approved = await asAgent('GET', '/api/admin/testimonials?status=approved&limit=100');
    expect(approved.body.data.testimonials.length).toBeGreaterThan(0);
    expect(approved.body.data.testimonials.every((row: { status: string }) => row.status === 'approved')).toBe(true);
    expect((await asAgent('GET', '/api/admin/testimonials?status=spam')).statusCode).toBe(422);
  });

  it('approves one: it is featured at once (warm cache or not) and the approval is audited', async () => {
    expect((await featured()).map((row) => row.uuid)).not.toContain(pendingUuid);
    const res = await asAgent('POST', `/api/admin/testimonials/${pendingUuid}/approve`);
    expect(res.statusCode).toBe(200);
    const testimonial = AdminTestimonialSchema.strict().parse(res.body.data.testimonial);
    expect(testimonial).toMatchObject({ uuid: pendingUuid, status: 'approved', author_name: 'Amina Mussa' });
    expect(testimonial.moderated_at).not.toBeNull();
    expect((await featured()).map((row) => row.uuid)).toContain(pendingUuid);
    const [entry] = await auditOf(`testimonial:${pendingUuid}`);
    expect(entry).toMatchObject({ action: 'testimonial.approve', before: { status: 'pending' } });
  });

  it('rejects one: it leaves the storefront', async () => {
    const res = await asAgent('POST', `/api/admin/testimonials/${pendingUuid}/reject`);
    expect(res.body.data.testimonial.status).toBe('rejected');
    expect((await featured()).map((row) => row.uuid)).not.toContain(pendingUuid);
  });

  it('answers 404 for an unknown testimonial', async () => {
    expect(
      (await asAgent('POST', '/api/admin/testimonials/00000000-0000-4000-8000-000000000000/approve')).statusCode,
    ).toBe(404);
    expect((await asAgent('POST', '/api/admin/testimonials/not-a-uuid/reject')).statusCode).toBe(404);
  });
});

describe('rating moderation', () => {
  let trip: Trip;
  let aminaRating: string;
  const tripNow = async () => (await call<{ trip: Trip }>(ctx.app, `/api/trips/${trip.uuid}`)).body.data.trip;

  beforeAll(async () => {
    trip = (await call<{ trips: Trip[] }>(ctx.app, '/api/trips?limit=1')).body.data.trips[0]!;
    const rate = (user: SignedInUser, rating: number, comment: string) =>
      call(ctx.app, {
        method: 'POST',
        url: '/api/submit_rating',
        headers: user.headers,
        payload: { rateable_type: 'trip', rateable_uuid: trip.uuid, rating, comment },
      });
    aminaRating = (await rate(amina, 1, 'Spam spam spam')).body.data.rating.uuid;
    await rate(juma, 5, 'Wonderful guides');
  });

  it('lists ratings with tourist and item, searchable', async () => {
    const res = await asAgent('GET', '/api/admin/ratings?q=spam%20spam');
    expect(res.statusCode).toBe(200);
    expect(res.body.data.total).toBe(1);
    const rating = AdminRatingSchema.strict().parse(res.body.data.ratings[0]);
    expect(rating).toMatchObject({
      uuid: aminaRating,
      hidden_at: null,
      tourist: { name: 'Amina Mussa', email: amina.email },
      item: { type: 'trip', uuid: trip.uuid, name: trip.name },
    });
  });

  it('hides one: it leaves the average and count at once; the tourist still sees it', async () => {
    const before = await tripNow();
    expect(before).toMatchObject({ rating_average: 3, ratings_count: 2 });
    const res = await asAgent('POST', `/api/admin/ratings/${aminaRating}/hide`);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.rating.hidden_at).not.toBeNull();
    expect(await tripNow()).toMatchObject({ rating_average: 5, ratings_count: 1 });
    const hidden = await asAgent('GET', '/api/admin/ratings?hidden=true');
    expect(hidden.body.data.ratings.map((row: { uuid: string }) => row.uuid)).toEqual([aminaRating]);
    const own = await call(ctx.app, { url: '/api/user/ratings', headers: amina.headers });
    expect(JSON.stringify(own.body.data)).toContain(aminaRating);
    const [entry] = await auditOf(`rating:${aminaRating}`);
    expect(entry).toMatchObject({ action: 'rating.hide', before: { hidden_at: null } });
  });

  it('shows it again: back in the figures', async () => {
    const res = await asAgent('POST', `/api/admin/ratings/${aminaRating}/show`);
    expect(res.body.data.rating.hidden_at).toBeNull();
    expect(await tripNow()).toMatchObject({ rating_average: 3, ratings_count: 2 });
    expect((await asAgent('GET', '/api/admin/ratings?hidden=true')).body.data.total).toBe(0);
  });

  it('answers 404 for an unknown rating', async () => {
    expect((await asAgent('POST', '/api/admin/ratings/00000000-0000-4000-8000-000000000000/hide')).statusCode).toBe(
      404,
    );
  });
});
