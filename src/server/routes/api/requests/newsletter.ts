import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zodErrorsByField, firstErrorMessage } from '#domain/schemas/errors.js';
import { EmailOnlySchema } from '#domain/schemas/email-only.js';
import { INVALID_DATA_MESSAGE } from '#domain/schemas/messages.js';
import { RATE_LIMITS } from '#server/plugins/rate-limits.js';
import { subscribeToNewsletter } from '#server/use-cases/requests/subscribe-to-newsletter.js';
import { createUseCaseDeps } from '#server/use-cases/use-case.js';
import { sourcePageField } from './source-page-field.js';

const SubscribeBodySchema = EmailOnlySchema.extend({ source_page: sourcePageField });

const answer = <S extends string>(status: S) =>
  z.object({
    status: z.literal(status),
    code: z.number().int(),
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  });

/**
 * POST /subscribe, the one answer whose `status` is a string ('success' or 'error'), because the
 * site's client tests `status === 'success'`.
 */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const depsFor = createUseCaseDeps(app);

  app.post(
    '/subscribe',
    {
      config: { rateLimit: RATE_LIMITS.requests, errorStatus: 'error' },
      // The 422 has its own shape here, so the handler answers it instead of the shared error handler.
      attachValidation: true,
      schema: {
        tags: ['Requests'],
        summary: 'Subscribe to the newsletter; subscribing again renews the subscription and says so',
        body: SubscribeBodySchema,
        response: { 200: answer('success'), 201: answer('success'), 422: answer('error') },
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        const parsed = SubscribeBodySchema.safeParse(request.body);
        const errors = parsed.success ? { email: [INVALID_DATA_MESSAGE] } : zodErrorsByField(parsed.error);
        const message = firstErrorMessage(errors) ?? INVALID_DATA_MESSAGE;
        return reply.code(422).send({ status: 'error' as const, code: 422, message, errors });
      }
      const { email, source_page: sourcePage } = request.body;
      const { created, message } = await subscribeToNewsletter({ email, sourcePage }, await depsFor(request));
      const code = created ? 201 : 200;
      return reply.code(code).send({ status: 'success' as const, code, message });
    },
  );
};
