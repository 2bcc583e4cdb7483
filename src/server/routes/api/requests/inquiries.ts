import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { InquirySchema } from '#domain/schemas/inquiry.js';
import { ok } from '../../../lib/envelope.js';
import { validationError } from '../../../lib/http-error.js';
import { RATE_LIMITS } from '../../../plugins/rate-limits.js';
import { createInquiriesRepository } from '../../../repositories/inquiries-repository.js';
import { createOptionalUser, sourcePageField } from './request-context.js';

const SaveInquiryBodySchema = InquirySchema.extend({ source_page: sourcePageField });

/** API.md: POST /save-inquiry, the contact page's trip inquiry. */
export const inquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const inquiries = createInquiriesRepository(app.db);
  const optionalUserId = createOptionalUser(app);

  app.post(
    '/save-inquiry',
    {
      config: { rateLimit: RATE_LIMITS.requests },
      schema: {
        tags: ['Requests'],
        summary: 'Send a trip inquiry; the agency replies within 24 hours. A bearer token, when valid, links it',
        body: SaveInquiryBodySchema,
        response: { 201: successEnvelope(z.object({ uuid: z.string() })) },
      },
    },
    async (request, reply) => {
      const { source_page: sourcePage, ...input } = request.body;
      const { errors } = await inquiries.resolveSelections(input);
      if (Object.keys(errors).length > 0) throw validationError(errors);
      const userId = await optionalUserId(request);
      const saved = await app.db.transaction(async (tx) =>
        createInquiriesRepository(tx).create(input, { userId, sourcePage }),
      );
      return reply.code(201).send(ok('Inquiry submitted successfully', { uuid: saved.uuid }, 201));
    },
  );
};
