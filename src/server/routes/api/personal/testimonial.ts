import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { SubmittedTestimonialSchema } from '#domain/api/personal.js';
import { TESTIMONIAL_SAVED_MESSAGE } from '#domain/schemas/messages.js';
import { TestimonialSubmissionSchema } from '#domain/schemas/testimonial.js';
import { ok } from '#server/lib/envelope.js';
import { HOUR_MS, perAccountLimit } from '#server/plugins/rate-limits.js';
import { submitTestimonial } from '#server/use-cases/personal/submit-testimonial.js';
import { createSignedInDeps, tags } from './current-user.js';

/** POST /save-testimonal (the path is spelled as the original client has it; docs/api/README.md 'Base path'). */
export const testimonialSubmissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const depsFor = createSignedInDeps(app);

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
      const testimonial = await submitTestimonial(request.body, await depsFor(request));
      return reply.code(201).send(ok(TESTIMONIAL_SAVED_MESSAGE, { testimonial }, 201));
    },
  );
};
