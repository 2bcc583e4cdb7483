import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { bookingTotal } from '#domain/pricing/booking-total.js';
import { earliestStartDate, todayInDarEsSalaam, TripBookingSchema } from '#domain/schemas/booking.js';
import { BOOKING_INVALID_SELECTION_MESSAGE, BOOKING_START_DATE_MESSAGE } from '#domain/schemas/messages.js';
import { ok } from '#server/lib/envelope.js';
import { notFound, validationError } from '#server/lib/http-error.js';
import { tripBookingMails } from '#server/mail/templates/booking.js';
import { RATE_LIMITS } from '#server/plugins/rate-limits.js';
import { createBookingsRepository, type BookingSummary } from '#server/repositories/bookings-repository.js';
import { saveBookingOnce } from './save-once.js';
import { customerName, mailCustomer, travellerColumns } from './traveller.js';
import { createOptionalUser, requestFingerprint } from './request-context.js';

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

/** API.md: POST /save_booking, a trip booking request priced by the server. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const bookings = createBookingsRepository(app.db);
  const optionalUserId = createOptionalUser(app);

  app.post(
    '/save_booking',
    {
      config: { rateLimit: RATE_LIMITS.requests },
      schema: {
        tags: ['Requests'],
        summary:
          'Request a trip booking: priced by season, group tier and class; the same request twice is one booking',
        body: TripBookingSchema,
        response: { 201: successEnvelope(TripBookingAnswerSchema) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      // The date rule depends on the day, so it is checked here, on the agency's calendar.
      if (body.start_date < earliestStartDate(todayInDarEsSalaam())) {
        throw validationError({ start_date: [BOOKING_START_DATE_MESSAGE] });
      }
      const trip = await bookings.publishedTrip(body.trip_uuid);
      if (!trip) throw notFound('Trip not found');
      const { serviceClass, gender, country } = await bookings.selectionNames({
        classId: body.class_id,
        genderId: body.gender,
        countryId: body.country,
      });
      if (serviceClass === null || gender === null || country === null) {
        const unknown = { class_id: serviceClass, gender, country };
        const fields = Object.keys(unknown).filter((field) => unknown[field as keyof typeof unknown] === null);
        throw validationError(Object.fromEntries(fields.map((field) => [field, [BOOKING_INVALID_SELECTION_MESSAGE]])));
      }
      const price = bookingTotal({
        startDate: body.start_date,
        guestCount: body.guest_count,
        serviceClass,
        basePrice: trip.basePrice,
        budgets: await bookings.budgetRows(trip.id),
      });
      const userId = await optionalUserId(request);
      const { trip_group_uuid: _group, ...asked } = body;
      const fingerprint = requestFingerprint('trip', userId, asked);

      const booking = await saveBookingOnce(app, fingerprint, async (repo, tx) => {
        const row = await repo.create({
          itemType: 'trip',
          tripId: trip.id,
          userId,
          ...travellerColumns(body),
          season: price.season,
          tier: price.tier,
          totalPrice: price.total,
          fingerprint,
        });
        // Queued with the booking: both commit, or neither does.
        await app.mail.queue(
          tripBookingMails(
            {
              reference: row.reference,
              tripName: trip.name,
              startDate: body.start_date,
              guestCount: body.guest_count,
              serviceClass,
              season: price.season,
              tier: price.tier,
              totalPrice: price.total,
              fromBudget: price.fromBudget,
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
          itemName: trip.name,
          totalPrice: price.total,
          season: price.season,
          tier: price.tier,
          serviceClass,
        };
      });
      return reply.code(201).send(ok('Booking submitted successfully', toAnswer(booking), 201));
    },
  );
};
