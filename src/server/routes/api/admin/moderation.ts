import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminRatingListSchema,
  AdminRatingSchema,
  AdminTestimonialListSchema,
  AdminTestimonialSchema,
} from '#domain/api/admin-moderation.js';
import { successEnvelope } from '#domain/api/envelope.js';
import { AdminReviewListSchema, AdminReviewSchema } from '#domain/api/reviews.js';
import {
  RatingListQuerySchema,
  ReviewListQuerySchema,
  TestimonialListQuerySchema,
} from '#domain/schemas/admin-moderation.js';
import { ReviewReplySchema } from '#domain/schemas/review.js';
import { ok } from '#server/lib/envelope.js';
import { createAdminModerationRepository } from '#server/repositories/admin-moderation-repository.js';
import { createAdminReviewsRepository } from '#server/repositories/admin-reviews-repository.js';
import { moderateReview } from '#server/use-cases/moderation/moderate-review.js';
import { moderateTestimonial } from '#server/use-cases/moderation/moderate-testimonial.js';
import { setRatingVisibility } from '#server/use-cases/moderation/set-rating-visibility.js';
import { createUseCaseDeps } from '#server/use-cases/use-case.js';
import { adminTags as tags } from './admin-tags.js';

const params = z.object({ uuid: z.string().max(100) });
const testimonialEnvelope = successEnvelope(z.object({ testimonial: AdminTestimonialSchema }));
const reviewEnvelope = successEnvelope(z.object({ review: AdminReviewSchema }));
const ratingEnvelope = successEnvelope(z.object({ rating: AdminRatingSchema }));

/** Moderation (agents and owners): testimonials and travellers' reviews wait for approval; a rating can be hidden. */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const moderation = createAdminModerationRepository(app.db);
  const reviews = createAdminReviewsRepository(app.db);
  const depsFor = createUseCaseDeps(app);

  app.get(
    '/testimonials',
    {
      schema: {
        tags,
        summary: 'Testimonials by moderation state (`pending`, `approved`, `rejected`; all without), newest first',
        querystring: TestimonialListQuerySchema,
        response: { 200: successEnvelope(AdminTestimonialListSchema) },
      },
    },
    async (request) => ok('Testimonials fetched successfully', await moderation.listTestimonials(request.query)),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/testimonials/:uuid/${decision}`,
      {
        schema: {
          tags,
          summary:
            decision === 'approve'
              ? 'Approve a testimonial: it is featured on the storefront at once'
              : 'Reject a testimonial: it is not featured (or no longer)',
          params,
          response: { 200: testimonialEnvelope },
        },
      },
      async (request) => {
        const testimonial = await moderateTestimonial({ uuid: request.params.uuid, decision }, await depsFor(request));
        return ok('Testimonial updated successfully', { testimonial });
      },
    );
  }

  app.get(
    '/ratings',
    {
      schema: {
        tags,
        summary: 'Tourists’ ratings, newest first; `hidden` keeps hidden or shown ones, `q` searches',
        querystring: RatingListQuerySchema,
        response: { 200: successEnvelope(AdminRatingListSchema) },
      },
    },
    async (request) => ok('Ratings fetched successfully', await moderation.listRatings(request.query)),
  );

  for (const action of ['hide', 'show'] as const) {
    app.post(
      `/ratings/:uuid/${action}`,
      {
        schema: {
          tags,
          summary:
            action === 'hide'
              ? 'Hide a rating: it leaves every average and count at once'
              : 'Show a hidden rating again',
          params,
          response: { 200: ratingEnvelope },
        },
      },
      async (request) => {
        const rating = await setRatingVisibility(
          { uuid: request.params.uuid, hidden: action === 'hide' },
          await depsFor(request),
        );
        return ok('Rating updated successfully', { rating });
      },
    );
  }

  app.get(
    '/reviews',
    {
      schema: {
        tags,
        summary:
          'Travellers’ reviews by moderation state (`pending`, `approved`, `rejected`; all without), newest first',
        querystring: ReviewListQuerySchema,
        response: { 200: successEnvelope(AdminReviewListSchema) },
      },
    },
    async (request) => ok('Reviews fetched successfully', await reviews.list(request.query)),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/reviews/:uuid/${decision}`,
      {
        schema: {
          tags,
          summary:
            decision === 'approve'
              ? 'Approve a review: it shows on its trip’s page and on /reviews at once, as a verified traveller’s'
              : 'Reject a review: it is not shown (or no longer)',
          params,
          response: { 200: reviewEnvelope },
        },
      },
      async (request) => {
        const review = await moderateReview({ uuid: request.params.uuid, action: decision }, await depsFor(request));
        return ok('Review updated successfully', { review });
      },
    );
  }

  app.post(
    '/reviews/:uuid/reply',
    {
      schema: {
        tags,
        summary:
          'The agency’s public answer under a review (shown with it once approved); a blank `body` takes it back',
        params,
        body: ReviewReplySchema,
        response: { 200: reviewEnvelope },
      },
    },
    async (request) => {
      const review = await moderateReview(
        { uuid: request.params.uuid, action: 'reply', body: request.body.body },
        await depsFor(request),
      );
      return ok('Review updated successfully', { review });
    },
  );
};
