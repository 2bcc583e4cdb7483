import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { DestinationInquirySchema } from '#domain/schemas/destination-inquiry.js';
import { ok } from '#server/lib/envelope.js';
import { RATE_LIMITS } from '#server/plugins/rate-limits.js';
import { submitDestinationInquiry } from '#server/use-cases/requests/submit-destination-inquiry.js';
import { createUseCaseDeps } from '#server/use-cases/use-case.js';
import { requestCurrencyField, requestLocaleField } from './locale-field.js';

const DestinationAnswerSchema = z.object({
  uuid: z.string(),
  reference: z.string(),
  customer_name: z.string(),
  destination_name: z.string(),
  total_price: z.null().describe('destinations are priced by proposal, sent by e-mail'),
});

/** POST /save_destination_booking: an inquiry about a destination (priced later, by e-mail). */
export const destinationBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const depsFor = createUseCaseDeps(app);

  app.post(
    '/save_destination_booking',
    {
      config: { rateLimit: RATE_LIMITS.requests, answers: [404] },
      schema: {
        tags: ['Requests'],
        summary: 'Send an inquiry about a destination; the price follows by e-mail',
        body: DestinationInquirySchema.extend({ locale: requestLocaleField, currency: requestCurrencyField }),
        response: { 201: successEnvelope(DestinationAnswerSchema) },
      },
    },
    async (request, reply) => {
      const booking = await submitDestinationInquiry(request.body, await depsFor(request));
      const answer = {
        uuid: booking.uuid,
        reference: booking.reference,
        customer_name: booking.customerName,
        destination_name: booking.itemName,
        total_price: null,
      };
      return reply.code(201).send(ok('Inquiry sent successfully', answer, 201));
    },
  );
};
