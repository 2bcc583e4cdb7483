import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zodErrorsByField, firstErrorMessage } from '#domain/schemas/errors.js';
import { EmailOnlySchema } from '#domain/schemas/email-only.js';
import { RATE_LIMITS } from '#server/plugins/rate-limits.js';
import { createNewsletterRepository } from '#server/repositories/newsletter-repository.js';
import { sourcePageField } from './request-context.js';

const SubscribeBodySchema = EmailOnlySchema.extend({ source_page: sourcePageField });

const answer = <S extends string>(status: S) =>
  z.object({
    status: z.literal(status),
    code: z.number().int(),
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  });

export const SUBSCRIBED_MESSAGE = 'Subscribed successfully!';

/**
 * API.md: POST /subscribe, the one answer whose `status` is a string ('success' or 'error'),
 * because the spec's client tests `status === 'success'`.
 */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const newsletter = createNewsletterRepository(app.db);

  app.post(
    '/subscribe',
    {
      config: { rateLimit: RATE_LIMITS.requests },
      // The 422 has its own shape here, so the handler answers it instead of the shared error handler.
      attachValidation: true,
      schema: {
        tags: ['Requests'],
        summary: 'Subscribe to the newsletter; subscribing again renews the subscription',
        body: SubscribeBodySchema,
        response: { 200: answer('success'), 201: answer('success'), 422: answer('error') },
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        const parsed = SubscribeBodySchema.safeParse(request.body);
        const errors = parsed.success ? { email: ['The given data was invalid.'] } : zodErrorsByField(parsed.error);
        const message = firstErrorMessage(errors) ?? 'The given data was invalid.';
        return reply.code(422).send({ status: 'error' as const, code: 422, message, errors });
      }
      const created = await newsletter.subscribe(request.body.email, request.body.source_page);
      const code = created ? 201 : 200;
      return reply.code(code).send({ status: 'success' as const, code, message: SUBSCRIBED_MESSAGE });
    },
  );
};
