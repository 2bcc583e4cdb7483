import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Testimonial } from '#domain/api/catalogue.js';
import { SubmittedTestimonialSchema, type SubmittedTestimonial } from '#domain/api/personal.js';
import { testimonials } from '#server/db/schema/index.js';
import { call } from '#server/test/http.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
import { signUp, type SignedInUser } from '#server/test/users.js';

let ctx: TestContext;
let user: SignedInUser;
beforeAll(async () => {
  ctx = await createTestApp();
  user = await signUp(ctx.app, 'Neema Kweka');
});
afterAll(() => ctx.close());

const save = (body: Record<string, unknown>) =>
  call<{ testimonial: SubmittedTestimonial }>(ctx.app, {
    method: 'POST',
    url: '/api/save-testimonal',
    headers: user.headers,
    payload: body,
  });
const featured = async () =>
  (await call<{ testimonials: Testimonial[] }>(ctx.app, '/api/get-testimonals')).body.data.testimonials;

describe('POST /api/save-testimonal', () => {
  it("stores it as pending under the user's name and country, with 5 stars by default (201)", async () => {
    const before = await featured();
    const res = await save({ comments: '  Our guide Baraka made the Serengeti unforgettable.  ' });
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({
      status: true,
      code: 201,
      message: 'Thank you! Your testimonial will be featured once our team has reviewed it.',
    });
    const saved = SubmittedTestimonialSchema.strict().parse(res.body.data.testimonial);
    expect(saved).toMatchObject({
      rating: 5,
      comments: 'Our guide Baraka made the Serengeti unforgettable.',
      status: 'pending',
      tourist: { name: 'Neema Kweka', country: user.country },
    });
    const [row] = await ctx.database.db.select().from(testimonials).where(eq(testimonials.uuid, saved.uuid));
    expect(row).toMatchObject({ status: 'pending', authorName: 'Neema Kweka', rating: 5 });
    // Not featured until the agency approves it.
    expect(await featured()).toEqual(before);
    await ctx.database.db.update(testimonials).set({ status: 'approved' }).where(eq(testimonials.uuid, saved.uuid));
    const after = await featured();
    expect(after[0]).toMatchObject({ uuid: saved.uuid, tourist: { name: 'Neema Kweka', country: user.country } });
  });

  it('takes optional stars from 1 to 5', async () => {
    const res = await save({ comments: 'Good value', rating: 3 });
    expect(res.statusCode).toBe(201);
    expect(res.body.data.testimonial.rating).toBe(3);
  });

  it.each([
    [{ comments: '' }, 'comments', 'Please write your testimonial'],
    [{ comments: ' \n\t ' }, 'comments', 'Please write your testimonial'],
    [{}, 'comments', 'Please write your testimonial'],
    [{ comments: 'a'.repeat(2001) }, 'comments', 'Testimonial must be 2000 characters or fewer'],
    [{ comments: 'Fine', rating: 0 }, 'rating', 'Please choose a rating from 1 to 5'],
    [{ comments: 'Fine', rating: 6 }, 'rating', 'Please choose a rating from 1 to 5'],
  ])('answers 422 for %o and stores nothing', async (body, field, message) => {
    const before = await ctx.database.db.select().from(testimonials);
    const res = await save(body);
    expect(res.statusCode).toBe(422);
    expect(res.body.errors?.[field]).toEqual([message]);
    expect(res.body.message).toBe(message);
    expect(await ctx.database.db.select().from(testimonials)).toHaveLength(before.length);
  });

  it('accepts exactly 2000 characters', async () => {
    expect((await save({ comments: 'a'.repeat(2000) })).statusCode).toBe(201);
  });
});
