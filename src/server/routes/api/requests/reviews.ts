import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { ReviewInvitationSchema } from '#domain/api/reviews.js';
import { ReviewSubmissionSchema } from '#domain/schemas/review.js';
import { ok } from '#server/lib/envelope.js';
import { RATE_LIMITS } from '#server/plugins/rate-limits.js';
import { readReviewInvitation } from '#server/use-cases/reviews/read-review-invitation.js';
import { submitReview } from '#server/use-cases/reviews/submit-review.js';
import { createUseCaseDeps } from '#server/use-cases/use-case.js';

const tags = ['Reviews'];

/** A traveller reviews their trip with the one-time link of the invitation e-mail: no sign-in, the token is the proof. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const depsFor = createUseCaseDeps(app);

  app.get(
    '/reviews/invitation/:token',
    {
      schema: {
        tags,
        summary:
          'What a review link is about: the trip (in the request’s language) and the month travelled; a used or unknown link is a 404',
        // Lenient: a malformed token is the same 404 as a wrong one.
        params: z.object({ token: z.string() }),
        response: { 200: successEnvelope(ReviewInvitationSchema) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return ok('Review invitation fetched successfully', await readReviewInvitation(request.params, { db: app.db }));
    },
  );

  app.post(
    '/reviews',
    {
      config: { rateLimit: RATE_LIMITS.requests, answers: [404] },
      schema: {
        tags,
        summary:
          'Review a trip with the invitation’s token: 201, pending until the agency approves it; the token works once (a used or unknown one is a 404)',
        body: ReviewSubmissionSchema,
        response: { 201: successEnvelope(z.object({ uuid: z.string(), status: z.literal('pending') })) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const review = await submitReview(request.body, await depsFor(request));
      return reply.code(201).send(ok('Thank you! Your review will appear once our team has read it.', review, 201));
    },
  );
};
