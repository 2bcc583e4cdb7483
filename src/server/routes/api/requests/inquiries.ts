import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { InquirySchema } from '#domain/schemas/inquiry.js';
import { ok } from '#server/lib/envelope.js';
import { validationError } from '#server/lib/http-error.js';
import { inquiryMails } from '#server/mail/templates/inquiry.js';
import { RATE_LIMITS } from '#server/plugins/rate-limits.js';
import { createInquiriesRepository } from '#server/repositories/inquiries-repository.js';
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
      const { names, errors } = await inquiries.resolveSelections(input);
      const { country, tripType } = names;
      if (Object.keys(errors).length > 0 || country === null || tripType === null) throw validationError(errors);
      const userId = await optionalUserId(request);
      const saved = await app.db.transaction(async (tx) => {
        const row = await createInquiriesRepository(tx).create(input, { userId, sourcePage });
        // Queued with the inquiry: both commit, or neither does.
        await app.mail.queue(
          inquiryMails(
            {
              uuid: row.uuid,
              input,
              names: { ...names, country, tripType },
              sourcePage,
              signedIn: userId !== null,
            },
            app.env.AGENCY_EMAIL,
          ),
          tx,
        );
        return row;
      });
      // After the commit; SMTP being slow or down never delays or fails the answer.
      app.mail.deliverSoon();
      return reply.code(201).send(ok('Inquiry submitted successfully', { uuid: saved.uuid }, 201));
    },
  );
};
