import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '#server/db/schema/index.js';
import { REQUEST_REFERENCE_PATTERN as BOOKING_REFERENCE_PATTERN } from '#server/repositories/requests-repository.js';
import { call } from '#server/test/http.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
import {
  destinationInquiryPayload,
  futureDates,
  loadReference,
  type Reference,
} from '#server/test/requests-test-data.js';

const REQUIRED = 'Please fill all required fields: name, email, phone, gender, and country.';
const INVALID = 'Selected gender or country is invalid. Please try again.';

let ctx: TestContext;
let ref: Reference;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' } });
  ref = await loadReference(ctx.app);
});
afterAll(() => ctx.close());

let sequence = 0;
const inquiry = (overrides: Record<string, unknown> = {}) =>
  destinationInquiryPayload(ref, { email: `zuri${(sequence += 1)}@example.com`, ...overrides });

const send = (payload: Record<string, unknown>) =>
  call(ctx.app, { method: 'POST', url: '/api/save_destination_booking', payload });

const stored = async (uuid: string) =>
  (await ctx.database.db.select().from(bookings).where(eq(bookings.uuid, uuid)))[0];

describe('POST /api/save_destination_booking', () => {
  it('stores 1 guest and no date when those are empty, and answers without a price', async () => {
    const res = await send(inquiry());
    expect(res.statusCode).toBe(201);
    expect(res.body.data).toEqual({
      uuid: expect.any(String),
      reference: expect.stringMatching(BOOKING_REFERENCE_PATTERN),
      customer_name: 'Zuri Ali',
      destination_name: ref.destinationName,
      total_price: null,
    });
    expect(await stored(res.body.data.uuid)).toMatchObject({
      itemType: 'destination',
      guestCount: 1,
      startDate: null,
      serviceClassId: null,
      totalPrice: null,
      tripId: null,
    });
  });

  it('keeps the optional guests, class, date and note when given', async () => {
    const { low } = futureDates();
    const res = await send(
      inquiry({ guest_count: 3, class_id: ref.classes.Luxury, start_date: low, note: 'Dhow trip?' }),
    );
    expect(res.statusCode).toBe(201);
    expect(await stored(res.body.data.uuid)).toMatchObject({
      guestCount: 3,
      serviceClassId: ref.classes.Luxury,
      startDate: low,
      note: 'Dhow trip?',
    });
  });

  it("answers the form's message for missing fields", async () => {
    const res = await send({ destination_uuid: ref.destinationUuid });
    expect(res.statusCode).toBe(422);
    expect(res.body.message).toBe(REQUIRED);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual([
      'country',
      'email',
      'fname',
      'gender',
      'lname',
      'phone',
    ]);
  });

  it('calls an unknown gender or country invalid, and an unknown class too', async () => {
    for (const field of ['gender', 'country']) {
      const res = await send(inquiry({ [field]: 999_999 }));
      expect(res.statusCode).toBe(422);
      expect(res.body).toMatchObject({ message: INVALID, errors: { [field]: [INVALID] } });
    }
    const res = await send(inquiry({ class_id: 999_999 }));
    expect(res.body).toMatchObject({ message: 'Please select a valid class' });
  });

  it('refuses a date more than 2 years ahead', async () => {
    const res = await send(inquiry({ start_date: '9999-12-31' }));
    expect(res.statusCode).toBe(422);
    expect(res.body.errors).toEqual({ start_date: ['Start date must be within the next 2 years.'] });
  });

  it('answers 404 for an unknown destination', async () => {
    const res = await send(inquiry({ destination_uuid: '00000000-0000-4000-8000-000000000000' }));
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe('Destination not found');
  });

  it('makes one inquiry of a double click', async () => {
    const payload = inquiry({ note: 'Twice' });
    const [a, b] = await Promise.all([send(payload), send(payload)]);
    expect(b.body.data.reference).toBe(a.body.data.reference);
    expect(await ctx.database.db.$count(bookings, eq(bookings.note, 'Twice'))).toBe(1);
  });
});
