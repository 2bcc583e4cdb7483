import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Trip } from '#domain/api/catalogue.js';
import {
  BOOKING_INVALID_SELECTION_MESSAGE,
  DESTINATION_INQUIRY_INVALID_SELECTION_MESSAGE,
  INQUIRY_UNKNOWN_SELECTION_MESSAGES,
  TRIP_NOT_FOUND_MESSAGE,
  UNKNOWN_CLASS_MESSAGE,
} from '#domain/schemas/messages.js';
import { bookings, mailOutbox } from '#server/db/schema/index.js';
import { HttpError } from '#server/lib/http-error.js';
import { TripBookingSchema } from '#domain/schemas/booking.js';
import { DestinationInquirySchema } from '#domain/schemas/destination-inquiry.js';
import { InquirySchema } from '#domain/schemas/inquiry.js';
import {
  contactInquiryPayload,
  destinationInquiryPayload,
  futureDates,
  loadReference,
  tripBookingPayload,
  type Reference,
} from '#server/test/requests-test-data.js';
import { createTestApp, useCaseDeps, type TestContext } from '#server/test/test-app.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';
import { submitContactInquiry } from './submit-contact-inquiry.js';
import { submitDestinationInquiry } from './submit-destination-inquiry.js';
import { submitTripBooking } from './submit-trip-booking.js';

// The submissions called directly, without HTTP: what they compute, store and refuse.

const UNKNOWN_ID = 999_999;
const dates = futureDates();
let ctx: TestContext;
let deps: UseCaseDeps;
let ref: Reference;
let trip: Trip;
beforeAll(async () => {
  ctx = await createTestApp();
  deps = useCaseDeps(ctx);
  ref = await loadReference(ctx.app);
  trip = ref.trips[0]!;
});
afterAll(() => ctx.close());

/** Parsed as the route parses it: use cases take the schema's output. */
const tripBooking = (email: string, overrides: Record<string, unknown> = {}) =>
  TripBookingSchema.parse(
    tripBookingPayload(ref, {
      trip_uuid: trip.uuid,
      class_id: ref.classes.Luxury,
      guest_count: 5,
      start_date: dates.high,
      email,
      ...overrides,
    }),
  );

/** The HttpError a call throws, for its status and field errors. */
async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

const mailsTo = async (email: string) => ctx.database.db.$count(mailOutbox, eq(mailOutbox.replyTo, email));

describe('submitTripBooking', () => {
  it('prices 5 guests in High season from the 4-guest Luxury row, and stores the booking with its mails', async () => {
    const row = trip.budgets.find(
      (b) => b.season.name === 'High' && b.service_class.name === 'Luxury' && b.quantity === 4,
    )!;
    const booking = await submitTripBooking(tripBooking('priced@example.com'), deps);
    expect(booking).toMatchObject({
      itemName: trip.name,
      customerName: 'Lena Schmidt',
      season: 'High',
      tier: 4,
      serviceClass: 'Luxury',
      totalPrice: row.price * 5,
    });
    expect(await ctx.database.db.$count(bookings, eq(bookings.uuid, booking.uuid))).toBe(1);
    expect(await mailsTo('priced@example.com')).toBe(1);
  });

  it('answers the same request twice with one booking and one pair of mails', async () => {
    const input = tripBooking('twice@example.com');
    const [first, second] = await Promise.all([submitTripBooking(input, deps), submitTripBooking(input, deps)]);
    expect(second.uuid).toBe(first.uuid);
    expect(await mailsTo('twice@example.com')).toBe(1);
  });

  it('refuses unknown class, gender and country ids together, with the domain message on each field', async () => {
    const before = await ctx.database.db.$count(bookings);
    const error = await refusal(
      submitTripBooking(
        tripBooking('unknown@example.com', { class_id: UNKNOWN_ID, gender: UNKNOWN_ID, country: UNKNOWN_ID }),
        deps,
      ),
    );
    expect(error.statusCode).toBe(422);
    expect(error.errors).toEqual({
      class_id: [BOOKING_INVALID_SELECTION_MESSAGE],
      gender: [BOOKING_INVALID_SELECTION_MESSAGE],
      country: [BOOKING_INVALID_SELECTION_MESSAGE],
    });
    expect(await ctx.database.db.$count(bookings)).toBe(before);
  });

  it('answers 404 for a trip that is not there', async () => {
    const error = await refusal(
      submitTripBooking(tripBooking('lost@example.com', { trip_uuid: '00000000-0000-4000-8000-000000000000' }), deps),
    );
    expect([error.statusCode, error.message]).toEqual([404, TRIP_NOT_FOUND_MESSAGE]);
  });
});

describe('submitDestinationInquiry', () => {
  it('refuses an unknown class with its own message, and an unknown country with the inquiry’s', async () => {
    const error = await refusal(
      submitDestinationInquiry(
        DestinationInquirySchema.parse(destinationInquiryPayload(ref, { class_id: UNKNOWN_ID, country: UNKNOWN_ID })),
        deps,
      ),
    );
    expect(error.errors).toEqual({
      class_id: [UNKNOWN_CLASS_MESSAGE],
      country: [DESTINATION_INQUIRY_INVALID_SELECTION_MESSAGE],
    });
  });
});

describe('submitContactInquiry', () => {
  it('refuses a list with one unknown destination, keeping the message of the first problem', async () => {
    const error = await refusal(
      submitContactInquiry(
        {
          ...InquirySchema.parse(
            contactInquiryPayload(ref, { destinations: [ref.destinationIds[0], UNKNOWN_ID], locations: [UNKNOWN_ID] }),
          ),
          sourcePage: null,
        },
        deps,
      ),
    );
    expect(error.message).toBe(INQUIRY_UNKNOWN_SELECTION_MESSAGES.destinations);
    expect(error.errors).toEqual({
      destinations: [INQUIRY_UNKNOWN_SELECTION_MESSAGES.destinations],
      locations: [INQUIRY_UNKNOWN_SELECTION_MESSAGES.locations],
    });
  });
});
