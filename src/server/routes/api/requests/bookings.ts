import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { TripBookingSchema } from '#domain/schemas/booking.js';
import { ok } from '#server/lib/envelope.js';
import { RATE_LIMITS } from '#server/plugins/rate-limits.js';
import type { BookingSummary } from '#server/repositories/bookings-repository.js';
import { submitTripBooking } from '#server/use-cases/requests/submit-trip-booking.js';
import { createUseCaseDeps } from '#server/use-cases/use-case.js';
import { requestCurrencyField, requestLocaleField } from './locale-field.js';

const TripBookingAnswerSchema = z.object({
  uuid: z.string(),
  reference: z.string().describe('the reference to quote, e.g. TZ-7K3M9Q'),
  customer_name: z.string(),
  trip_name: z.string(),
  total_price: z.number().describe('USD, computed by the server; any price in the request is ignored'),
  currency: z.literal('USD'),
  season: z.enum(['Low', 'High']),
  tier: z.number().int(),
  service_class: z.string(),
});

const toAnswer = (booking: BookingSummary): z.infer<typeof TripBookingAnswerSchema> => ({
  uuid: booking.uuid,
  reference: booking.reference,
  customer_name: booking.customerName,
  trip_name: booking.itemName,
  total_price: booking.totalPrice ?? 0,
  currency: 'USD',
  season: booking.season ?? 'Low',
  tier: booking.tier ?? 2,
  service_class: booking.serviceClass ?? '',
});

/** POST /save_booking: a trip booking request, priced by the server. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const depsFor = createUseCaseDeps(app);

  app.post(
    '/save_booking',
    {
      config: { rateLimit: RATE_LIMITS.requests, answers: [404] },
      schema: {
        tags: ['Requests'],
        summary:
          'Request a trip booking: priced by season, group tier and class; the same request twice is one booking',
        body: TripBookingSchema.extend({ locale: requestLocaleField, currency: requestCurrencyField }),
        response: { 201: successEnvelope(TripBookingAnswerSchema) },
      },
    },
    async (request, reply) => {
      const booking = await submitTripBooking(request.body, await depsFor(request));
      return reply.code(201).send(ok('Booking submitted successfully', toAnswer(booking), 201));
    },
  );
};
