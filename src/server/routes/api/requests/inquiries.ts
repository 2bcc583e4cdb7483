import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { InquirySchema } from '#domain/schemas/inquiry.js';
import { ok } from '#server/lib/envelope.js';
import { RATE_LIMITS } from '#server/plugins/rate-limits.js';
import { submitContactInquiry } from '#server/use-cases/requests/submit-contact-inquiry.js';
import { createUseCaseDeps } from '#server/use-cases/use-case.js';
import { requestCurrencyField, requestLocaleField } from './locale-field.js';
import { sourcePageField } from './source-page-field.js';

const SaveInquiryBodySchema = InquirySchema.extend({
  source_page: sourcePageField,
  locale: requestLocaleField,
  currency: requestCurrencyField,
});

/** POST /save-inquiry: the contact page's trip inquiry. */
export const inquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const depsFor = createUseCaseDeps(app);

  app.post(
    '/save-inquiry',
    {
      config: { rateLimit: RATE_LIMITS.requests },
      schema: {
        tags: ['Requests'],
        summary:
          'Send a trip inquiry (destinations, locations or both: at least one id); the agency replies within 24 hours, quoting its reference. A bearer token, when valid, links it',
        body: SaveInquiryBodySchema,
        response: { 201: successEnvelope(z.object({ uuid: z.string(), reference: z.string() })) },
      },
    },
    async (request, reply) => {
      const { source_page: sourcePage, ...inquiry } = request.body;
      const saved = await submitContactInquiry({ ...inquiry, sourcePage }, await depsFor(request));
      return reply.code(201).send(ok('Inquiry submitted successfully', saved, 201));
    },
  );
};
