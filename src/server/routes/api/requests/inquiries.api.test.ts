import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiries, inquiryDestinations, inquiryLocations, mailOutbox, users } from '#server/db/schema/index.js';
import { call } from '#server/test/http.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
import { contactInquiryPayload, futureDates, loadReference, type Reference } from '#server/test/requests-test-data.js';
import { signUp } from '#server/test/users.js';
import { EMPTY_INQUIRY_ERRORS } from '#domain/test/inquiry-required-errors.js';

let ctx: TestContext;
let ref: Reference;
const dates = futureDates();
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' } });
  ref = await loadReference(ctx.app);
});
afterAll(() => ctx.close());

const inquiry = (overrides: Record<string, unknown> = {}) => contactInquiryPayload(ref, overrides);

const send = (payload: unknown, headers: Record<string, string> = {}) =>
  call(ctx.app, { method: 'POST', url: '/api/save-inquiry', payload: payload as object, headers });

const storedInquiry = async (uuid: string) => {
  const [row] = await ctx.database.db.select().from(inquiries).where(eq(inquiries.uuid, uuid));
  const destinations = await ctx.database.db
    .select({ id: inquiryDestinations.destinationId })
    .from(inquiryDestinations)
    .where(eq(inquiryDestinations.inquiryId, row!.id));
  const locations = await ctx.database.db
    .select({ id: inquiryLocations.locationId })
    .from(inquiryLocations)
    .where(eq(inquiryLocations.inquiryId, row!.id));
  return {
    row: row!,
    destinations: destinations.map((d) => d.id).sort(),
    locations: locations.map((l) => l.id).sort(),
  };
};

describe('POST /api/save-inquiry', () => {
  it('stores the inquiry with its destinations, locations and source page; answers its uuid', async () => {
    const res = await send({ ...inquiry(), source_page: '/contact', total_price: 5 });
    expect(res.statusCode).toBe(201);
    expect(res.body).toEqual({
      status: true,
      code: 201,
      message: 'Inquiry submitted successfully',
      data: { uuid: expect.any(String), reference: expect.stringMatching(/^TZ-/) },
    });
    const { row, destinations, locations } = await storedInquiry(res.body.data.uuid);
    expect(row).toMatchObject({
      firstName: 'Amina',
      email: 'amina@example.com',
      countryId: ref.countryId,
      tripTypeId: ref.tripTypeId,
      serviceClassId: ref.classes.Comfort,
      guests: 4,
      startDate: dates.low,
      endDate: dates.high,
      budget: 'mid-range',
      sourcePage: '/contact',
      userId: null,
    });
    expect(destinations).toEqual([...ref.destinationIds].sort());
    expect(locations).toEqual([...ref.locationIds].sort());
  });

  it('keeps class, dates, budget and source page optional', async () => {
    const res = await send(
      inquiry({ serviceClass: '', startDate: '', endDate: '', budget: '', source_page: 'https://evil.example' }),
    );
    expect(res.statusCode).toBe(201);
    const { row } = await storedInquiry(res.body.data.uuid);
    expect(row).toMatchObject({ serviceClassId: null, startDate: null, endDate: null, budget: null, sourcePage: null });
  });

  it("answers every one of the form's messages at once for an empty form", async () => {
    const res = await send({});
    expect(res.statusCode).toBe(422);
    expect(res.body.message).toBe('First name is required');
    expect(res.body.errors).toEqual(EMPTY_INQUIRY_ERRORS);
  });

  it.each([
    [{ email: 'amina@' }, 'email', 'Please enter a valid email address'],
    [{ phone: '12ab' }, 'phone', 'Please enter a valid phone number'],
    [{ endDate: dates.low }, 'endDate', 'End date must be after start date'],
    [{ guests: 0 }, 'guests', 'Number of guests is required'],
    [{ budget: 'cheap' }, 'budget', 'Please select a valid budget'],
  ])('answers 422 for %o', async (change, field, message) => {
    const res = await send(inquiry(change));
    expect(res.statusCode).toBe(422);
    expect(res.body).toMatchObject({ status: false, code: 422, message, errors: { [field]: [message] } });
  });

  describe('destinations or locations', () => {
    const agencyMailAbout = async (reference: string) => {
      const rows = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'inquiry-notification'));
      return rows.find((row) => row.subject.includes(reference))!.textBody;
    };
    const nameOf = async (list: 'locations' | 'destinations', id: number) => {
      const res = await call(ctx.app, {
        method: 'GET',
        url: list === 'locations' ? '/api/splash' : '/api/destinations',
      });
      const rows: { id: number; name: string }[] =
        list === 'locations' ? res.body.data.locations : res.body.data.destinations;
      return rows.find((row) => row.id === id)!.name;
    };

    it('accepts locations alone; the agency reads "Destinations: none chosen"', async () => {
      const res = await send(inquiry({ destinations: [] }));
      expect(res.statusCode).toBe(201);
      const { destinations, locations } = await storedInquiry(res.body.data.uuid);
      expect(destinations).toEqual([]);
      expect(locations).toEqual([...ref.locationIds].sort());
      const text = await agencyMailAbout(res.body.data.reference);
      expect(text).toContain('\nDestinations: none chosen\n');
      const line = text.split('\n').find((l) => l.startsWith('Locations: '))!;
      const names = await Promise.all(ref.locationIds.map((id) => nameOf('locations', id)));
      expect(line.slice('Locations: '.length).split('; ').sort()).toEqual(names.sort());
    });

    it('accepts destinations alone; the agency reads "Locations: none chosen"', async () => {
      const res = await send(inquiry({ locations: undefined, destinations: [ref.destinationIds[0]] }));
      expect(res.statusCode).toBe(201);
      const { destinations, locations } = await storedInquiry(res.body.data.uuid);
      expect(destinations).toEqual([ref.destinationIds[0]]);
      expect(locations).toEqual([]);
      const text = await agencyMailAbout(res.body.data.reference);
      expect(text).toContain(`\nDestinations: ${await nameOf('destinations', ref.destinationIds[0]!)}\n`);
      expect(text).toContain('\nLocations: none chosen\n');
    });

    it('refuses neither, with one message on both lists, and stores nothing', async () => {
      const before = await ctx.database.db.$count(inquiries);
      const res = await send(inquiry({ destinations: [], locations: [] }));
      expect(res.statusCode).toBe(422);
      const message = 'Please select at least one destination or location';
      expect(res.body).toMatchObject({ message, errors: { destinations: [message], locations: [message] } });
      expect(await ctx.database.db.$count(inquiries)).toBe(before);
    });
  });

  it.each([
    ['country', 999_999, 'Please select a valid country'],
    ['tripType', 999_999, 'Please select a valid trip type'],
    ['serviceClass', 999_999, 'Please select a valid service class'],
    ['destinations', [999_999], 'Please select valid destinations'],
    ['locations', [1, 999_999], 'Please select valid locations'],
  ])('refuses an unknown %s id', async (field, value, message) => {
    const before = await ctx.database.db.$count(inquiries);
    const res = await send(inquiry({ [field]: value }));
    expect(res.statusCode).toBe(422);
    expect(res.body).toMatchObject({ message, errors: { [field]: [message] } });
    expect(await ctx.database.db.$count(inquiries)).toBe(before);
  });

  it('links the inquiry to the signed-in user', async () => {
    const asker = await signUp(ctx.app, 'Signed In Tourist', 'asker@example.com');
    const res = await send(inquiry(), asker.headers);
    const [user] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'asker@example.com'));
    expect((await storedInquiry(res.body.data.uuid)).row.userId).toBe(user!.id);
  });
});
