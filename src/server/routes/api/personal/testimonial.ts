import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { SubmittedTestimonialSchema } from '#domain/api/personal.js';
import { TESTIMONIAL_SAVED_MESSAGE, UNAUTHENTICATED_MESSAGE } from '#domain/schemas/messages.js';
import { TestimonialSubmissionSchema } from '#domain/schemas/testimonial.js';
import { ok } from '#server/lib/envelope.js';
import { HttpError } from '#server/lib/http-error.js';
import { HOUR_MS, perAccountLimit } from '#server/plugins/rate-limits.js';
import { createTestimonialSubmissionsRepository } from '#server/repositories/testimonial-submissions-repository.js';
import { tags, userIdOf } from './current-user.js';

/** POST /save-testimonal (the path is spelled as the original client has it; docs/api/README.md 'Base path'). */
export const testimonialSubmissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const testimonials = createTestimonialSubmissionsRepository(app.db);

  app.post(
    '/save-testimonal',
    {
      config: { rateLimit: perAccountLimit(app.env.TESTIMONIALS_PER_HOUR, HOUR_MS, app.env.RATE_LIMIT_ALLOW) },
      schema: {
        tags,
        summary: 'Share a testimonial; it is featured after the agency approves it',
        body: TestimonialSubmissionSchema,
        response: { 201: successEnvelope(z.object({ testimonial: SubmittedTestimonialSchema })) },
      },
    },
    async (request, reply) => {
      const testimonial = await testimonials.submit(userIdOf(request), request.body);
      if (!testimonial) throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
      return reply.code(201).send(ok(TESTIMONIAL_SAVED_MESSAGE, { testimonial }, 201));
    },
  );
};
