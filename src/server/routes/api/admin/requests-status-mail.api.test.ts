import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Trip } from '#domain/api/catalogue.js';
import type { RequestStatus } from '#domain/requests/request-status.js';
import { mailOutbox } from '#server/db/schema/index.js';
import { deskTestApp, type Desk, type SentRequest, type Visitor } from '#server/test/desk.js';
import { call } from '#server/test/http.js';
import { futureDates, type Reference } from '#server/test/requests-test-data.js';
import type { TestContext } from '#server/test/test-app.js';

// What the tourist receives when the desk moves their request: read from the outbox, which is what
// is delivered (over SMTP or as .eml files), attachments included.

const dates = futureDates();
/** The agency's account, which the confirmation's payment instructions name. */
const BANK = { AGENCY_BANK_ACCOUNT_NUMBER: '0150 2234 5678 00' };
let ctx: TestContext;
let ref: Reference;
let staff: Desk;
let sends: Visitor;

beforeAll(async () => ({ ctx, ref, staff, sends } = await deskTestApp('Neema Mushi', BANK)));
afterAll(() => ctx.close());

const outboxOf = async (sent: SentRequest) => {
  const request = (await staff.get(sent.uuid)).body.data.request;
  const rows = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, request.customer.email));
  return rows.sort((a, b) => a.id - b.id);
};

/** Moves a fresh trip booking along `path`; answers it with the last answer. */
async function bookedAndMoved(path: [RequestStatus, Record<string, unknown>?][]) {
  const sent = await sends.booksTrip({ start_date: dates.high, guest_count: 2 });
  let version = 1;
  let last;
  for (const [status, extra] of path) {
    last = await staff.move(sent.uuid, { status, version, ...extra });
    expect(last.statusCode, last.body.message).toBe(200);
    version += 1;
  }
  return { sent, request: last!.body.data.request };
}

async function pdfText(base64: string): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(Buffer.from(base64, 'base64'))), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}

describe('e-mail to the tourist when the desk moves a request', () => {
  it('sends the quote with the agent’s message, the quoted price and a private tracking link', async () => {
    const { sent, request } = await bookedAndMoved([
      ['in_progress'],
      ['quoted', { quoted_price: 3999, message: 'Lodges held until Friday.' }],
    ]);
    const mails = await outboxOf(sent);
    // The booking's own confirmation, then the quote: nothing for "in progress".
    expect(mails.map((m) => m.kind)).toEqual(['booking-confirmation', 'request-quoted']);
    const quote = mails[1]!;
    expect(quote.subject).toBe(`Your quote for ${sent.reference}: ${request.item_name}`);
    expect(quote.textBody).toContain('Lodges held until Friday.');
    expect(quote.textBody).toContain('$3,999');
    expect(quote.textBody).toContain('Neema Mushi');
    expect(quote.textBody).toMatch(new RegExp(`${ctx.env.PUBLIC_URL}/requests/${sent.reference}\\?key=[\\w-]+`));
    expect(quote.replyTo).toBe(ctx.env.AGENCY_EMAIL);
    expect(quote.requestId).not.toBeNull();
    // The status entry on the timeline is linked to the mail it sent.
    const moved = request.timeline.filter((e) => e.kind === 'status');
    expect(moved.map((e) => e.mail?.subject ?? null)).toEqual([null, quote.subject]);
  });

  it('confirms with the payment schedule and a PDF: reference, itinerary, bank details', async () => {
    const trip = ref.trips[0]!;
    const detail = (await call<{ trip: Trip }>(ctx.app, `/api/trips/${trip.uuid}`)).body.data.trip;
    const { sent, request } = await bookedAndMoved([['in_progress'], ['confirmed', { message: 'See you in August!' }]]);
    const confirmation = (await outboxOf(sent)).find((m) => m.kind === 'request-confirmed')!;
    expect(confirmation.subject).toBe(`Confirmed: ${sent.reference}, ${request.item_name}`);
    expect(confirmation.textBody).toContain('See you in August!');
    expect(confirmation.textBody).toMatch(/deposit/i);
    expect(confirmation.attachments).toHaveLength(1);
    const [pdf] = confirmation.attachments!;
    expect(pdf).toMatchObject({
      filename: `booking-confirmation-${sent.reference}.pdf`,
      contentType: 'application/pdf',
    });
    const text = await pdfText(pdf!.base64);
    expect(text).toContain(`Reference ${sent.reference}`);
    expect(text).toContain('0150 2234 5678 00');
    expect(text).toContain(request.customer.name);
    expect(detail.trip_points.length).toBeGreaterThan(0);
    for (const point of detail.trip_points) expect(text).toContain(`Day ${point.day_number}: ${point.title}`);
    // The itinerary prints words, not the catalogue's HTML.
    expect(text).not.toMatch(/<\/?p>/);
  });

  it('tells the tourist about a cancellation, without a price or attachment', async () => {
    const { sent } = await bookedAndMoved([['cancelled', { message: 'The park is closed that week.' }]]);
    const cancelled = (await outboxOf(sent)).find((m) => m.kind === 'request-cancelled')!;
    expect(cancelled.subject).toContain(`Cancelled: ${sent.reference}`);
    expect(cancelled.textBody).toContain('The park is closed that week.');
    expect(cancelled.attachments).toBeNull();
  });

  it('sends no status mail for in progress and completed; completing invites to a review at once', async () => {
    const { sent } = await bookedAndMoved([['in_progress'], ['confirmed'], ['completed']]);
    // A server ticks right after the move (`scheduler.soon`); the test's app ticks when told.
    await ctx.app.scheduler.tick();
    expect((await outboxOf(sent)).map((m) => m.kind)).toEqual([
      'booking-confirmation',
      'request-confirmed',
      'review-invitation',
    ]);
  });

  it('gives every e-mail its own tracking key', async () => {
    const { sent } = await bookedAndMoved([['in_progress'], ['quoted', { quoted_price: 10 }], ['cancelled']]);
    const links = (await outboxOf(sent)).map((m) => m.textBody.match(/\/requests\/TZ-\w+\?key=([\w-]+)/)?.[1]);
    expect(links.every(Boolean)).toBe(true);
    expect(new Set(links).size).toBe(links.length);
  });

  it('sends the message an agent writes, signed with their name, the reference in the subject', async () => {
    const sent = await sends.booksTrip();
    const res = await staff.message(sent.uuid, { subject: 'Your dates', body: 'Is 10 March firm?' });
    expect(res.statusCode).toBe(201);
    const message = (await outboxOf(sent)).find((m) => m.kind === 'request-message')!;
    expect(message.subject).toBe(`Your dates (${sent.reference})`);
    expect(res.body.data.entry.mail.subject).toBe(message.subject);
    expect(message.textBody).toContain('Is 10 March firm?');
    expect(message.textBody).toContain('Neema Mushi');
    expect(message.replyTo).toBe(ctx.env.AGENCY_EMAIL);
  });
});
