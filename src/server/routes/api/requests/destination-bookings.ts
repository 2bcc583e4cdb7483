import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { DestinationInquirySchema } from '#domain/schemas/destination-inquiry.js';
import { DESTINATION_INQUIRY_INVALID_SELECTION_MESSAGE } from '#domain/schemas/messages.js';
import { ok } from '#server/lib/envelope.js';
import { notFound, validationError } from '#server/lib/http-error.js';
import { destinationInquiryMails } from '#server/mail/templates/destination-inquiry.js';
import { RATE_LIMITS } from '#server/plugins/rate-limits.js';
import { createBookingsRepository } from '#server/repositories/bookings-repository.js';
import { saveBookingOnce } from './save-once.js';
import { customerName, mailCustomer, travellerColumns } from './traveller.js';
import { createOptionalUser, requestFingerprint } from './request-context.js';

export const UNKNOWN_CLASS_MESSAGE = 'Please select a valid class';

const DestinationAnswerSchema = z.object({
  uuid: z.string(),
  reference: z.string(),
  customer_name: z.string(),
  destination_name: z.string(),
  total_price: z.null().describe('destinations are priced by proposal, sent by e-mail'),
});

/** API.md: POST /save_destination_booking, an inquiry about a destination (priced later, by e-mail). */
export const destinationBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const bookings = createBookingsRepository(app.db);
  const optionalUserId = createOptionalUser(app);

  app.post(
    '/save_destination_booking',
    {
      config: { rateLimit: RATE_LIMITS.requests },
      schema: {
        tags: ['Requests'],
        summary: 'Send an inquiry about a destination; the price follows by e-mail',
        body: DestinationInquirySchema,
        response: { 201: successEnvelope(DestinationAnswerSchema) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const destination = await bookings.destination(body.destination_uuid);
      if (!destination) throw notFound('Destination not found');
      const { serviceClass, gender, country } = await bookings.selectionNames({
        classId: body.class_id,
        genderId: body.gender,
        countryId: body.country,
      });
      if ((body.class_id !== null && serviceClass === null) || gender === null || country === null) {
        const errors: Record<string, string[]> = {};
        if (body.class_id !== null && serviceClass === null) errors.class_id = [UNKNOWN_CLASS_MESSAGE];
        if (gender === null) errors.gender = [DESTINATION_INQUIRY_INVALID_SELECTION_MESSAGE];
        if (country === null) errors.country = [DESTINATION_INQUIRY_INVALID_SELECTION_MESSAGE];
        throw validationError(errors);
      }

      const userId = await optionalUserId(request);
      const fingerprint = requestFingerprint('destination', userId, body);
      const booking = await saveBookingOnce(app, fingerprint, async (repo, tx) => {
        const row = await repo.create({
          itemType: 'destination',
          destinationId: destination.id,
          userId,
          ...travellerColumns(body),
          season: null,
          tier: null,
          totalPrice: null,
          fingerprint,
        });
        await app.mail.queue(
          destinationInquiryMails(
            {
              reference: row.reference,
              destinationName: destination.name,
              startDate: body.start_date,
              guestCount: body.guest_count,
              serviceClass,
              customer: mailCustomer(body, { country, gender }),
              note: body.note,
              signedIn: userId !== null,
            },
            app.env.AGENCY_EMAIL,
          ),
          tx,
        );
        return {
          ...row,
          customerName: customerName(body),
          itemName: destination.name,
          totalPrice: null,
          season: null,
          tier: null,
          serviceClass,
        };
      });
      return reply.code(201).send(
        ok(
          'Inquiry sent successfully',
          {
            uuid: booking.uuid,
            reference: booking.reference,
            customer_name: booking.customerName,
            destination_name: booking.itemName,
            total_price: null,
          },
          201,
        ),
      );
    },
  );
};
