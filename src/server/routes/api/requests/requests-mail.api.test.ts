import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, mailOutbox } from '#server/db/schema/index.js';
import { call } from '#server/test/http.js';
import { downSmtpUrl } from '#server/test/smtp-sink.js';
import { createSmtpTestApp, createTestApp, type SmtpTestContext, type TestContext } from '#server/test/test-app.js';
import {
  contactInquiryPayload,
  destinationInquiryPayload,
  futureDates,
  loadReference,
  tripBookingPayload,
  type Reference,
} from '#server/test/requests-test-data.js';

const AGENCY = 'desk@kilele.example';
const dates = futureDates();

let ctx: SmtpTestContext;
let ref: Reference;
beforeAll(async () => {
  ctx = await createSmtpTestApp({ AGENCY_EMAIL: AGENCY });
  ref = await loadReference(ctx.app);
});
afterAll(() => ctx.close());

const post = (app: TestContext['app'], url: string, payload: Record<string, unknown>) =>
  call(app, { method: 'POST', url, payload });

const tripBooking = (email: string) =>
  tripBookingPayload(ref, { guest_count: 4, start_date: dates.high, email, note: 'Anniversary <b>surprise</b>' });

const mailTo = (address: string) => ctx.sink.messages.filter((m) => m.to.includes(address));
const replyToOf = async (kind: string, to: string) =>
  (await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))).find((r) => r.kind === kind)
    ?.replyTo;

describe('e-mail about inquiries and bookings, over SMTP', () => {
  it('confirms a trip booking to the tourist and notifies the agency with every detail', async () => {
    const res = await post(ctx.app, '/api/save_booking', tripBooking('lena@example.com'));
    expect(res.statusCode).toBe(201);
    const { reference, trip_name, total_price } = res.body.data;
    await ctx.app.mail.flush();

    const [tourist] = mailTo('lena@example.com');
    expect(tourist?.subject).toBe(`Your booking request ${reference}: ${trip_name}`);
    expect(tourist?.text).toContain(`Reference: ${reference}`);
    expect(tourist?.text).toContain('Guests: 4 guests');
    expect(tourist?.text).toContain('Season: High season');
    // A total of 100 or more reads in whole dollars, as on the site.
    expect(tourist?.text).toContain(
      `Total: $${total_price.toLocaleString('en-US', { maximumFractionDigits: 0 })} (USD)`,
    );
    expect(tourist?.text).toContain('within 24 hours');
    // Sent by a visitor to an address nobody signed in with: none of what they typed is quoted back
    // (docs/api/README.md 'Confirmation e-mails').
    expect(tourist?.text).not.toContain('Anniversary');
    expect(tourist?.text).not.toContain('Lena');

    const [agency] = ctx.sink.messages.filter((m) => m.to.includes(AGENCY) && m.subject.includes(reference));
    expect(agency?.subject).toBe(`New booking ${reference}: ${trip_name}, Lena Schmidt`);
    for (const detail of ['lena@example.com', '+49 30 1234567', 'Germany', 'Economy', '4-guest rate', 'Anniversary']) {
      expect(agency?.text).toContain(detail);
    }
    // What the tourist typed is escaped in the HTML part.
    expect(agency?.html).toContain('Anniversary &lt;b&gt;surprise&lt;/b&gt;');
    expect(await replyToOf('booking-notification', AGENCY)).toBe('lena@example.com');
  });

  it('confirms a contact inquiry and notifies the agency, reply-to the tourist', async () => {
    const res = await post(
      ctx.app,
      '/api/save-inquiry',
      contactInquiryPayload(ref, {
        phone: '+255 712 345 678',
        serviceClass: undefined,
        guests: 2,
        startDate: undefined,
        endDate: undefined,
        budget: 'luxury',
        message: 'Honeymoon in September.',
        source_page: '/contact',
      }),
    );
    expect(res.statusCode).toBe(201);
    const number = String(res.body.data.reference);
    await ctx.app.mail.flush();

    const [tourist] = mailTo('amina@example.com');
    expect(tourist?.subject).toBe(`Your trip inquiry ${number}: we reply within 24 hours`);
    expect(tourist?.text).not.toContain('Honeymoon in September.');
    expect(tourist?.text).toContain("We'll get back to you with a personalized proposal");
    const [agency] = ctx.sink.messages.filter((m) => m.to.includes(AGENCY) && m.subject.includes(number));
    for (const detail of [
      'amina@example.com',
      '+255 712 345 678',
      'Luxury ($3,000 to 5,000 per person)',
      '/contact',
      'Honeymoon',
    ]) {
      expect(agency?.text).toContain(detail);
    }
    expect(agency?.text).toContain(ref.destinationName);
    expect(await replyToOf('inquiry-notification', AGENCY)).toBe('amina@example.com');
  });

  it('confirms a destination inquiry, saying the price follows by e-mail', async () => {
    const res = await post(ctx.app, '/api/save_destination_booking', destinationInquiryPayload(ref));
    const { reference } = res.body.data;
    await ctx.app.mail.flush();
    const [tourist] = mailTo('zuri@example.com');
    expect(tourist?.subject).toBe(`Your inquiry ${reference}: ${ref.destinationName}`);
    expect(tourist?.text).toContain('send you its price by e-mail');
    expect(tourist?.text).toContain('Guests: 1 guest');
    const agency = ctx.sink.messages.find((m) => m.to.includes(AGENCY) && m.subject.includes(reference));
    expect(agency?.text).toContain('zuri@example.com');
  });

  it('sends one pair of e-mails for a double click', async () => {
    const payload = tripBooking('twice@example.com');
    await Promise.all([post(ctx.app, '/api/save_booking', payload), post(ctx.app, '/api/save_booking', payload)]);
    await ctx.app.mail.flush();
    expect(mailTo('twice@example.com')).toHaveLength(1);
    expect(await ctx.database.db.$count(mailOutbox, eq(mailOutbox.replyTo, 'twice@example.com'))).toBe(1);
  });
});

describe('with the mail server down', () => {
  it('still answers 201 and keeps the booking with its mails pending for a retry', async () => {
    const down = await createTestApp({ env: { SMTP_URL: (await downSmtpUrl()).url, MAIL_TIMEOUT_MS: '500' } });
    try {
      const res = await post(down.app, '/api/save_booking', tripBooking('offline@example.com'));
      expect(res.statusCode).toBe(201);
      await down.app.mail.flush();
      const [row] = await down.database.db.select().from(bookings).where(eq(bookings.uuid, res.body.data.uuid));
      expect(row?.reference).toBe(res.body.data.reference);
      const mails = await down.database.db.select().from(mailOutbox);
      expect(mails.map((m) => m.kind).sort()).toEqual(['booking-confirmation', 'booking-notification']);
      for (const mail of mails) {
        expect(mail).toMatchObject({ status: 'pending', attempts: 1 });
        expect(mail.lastError).toBeTruthy();
      }
    } finally {
      await down.close();
    }
  });
});
