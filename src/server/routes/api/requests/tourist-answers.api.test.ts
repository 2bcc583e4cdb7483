import { desc, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TouristTimelineEntry, TrackedRequest } from '#domain/api/requests-desk.js';
import { addDays, todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import { TRACKING_LINK_MESSAGE } from '#domain/schemas/messages.js';
import { mailOutbox } from '#server/db/schema/index.js';
import { deskTestApp, deskUuid, uniqueEmail, type Desk } from '#server/test/desk.js';
import { call } from '#server/test/http.js';
import { tripBookingPayload, type Reference } from '#server/test/requests-test-data.js';
import type { TestContext } from '#server/test/test-app.js';
import { signUp, type SignedInUser } from '#server/test/users.js';

// What a tourist answers from the tracking page, through the real app: a message to the agency, a quote accepted or
// declined, and what the agency and the tourist are e-mailed about it.

let ctx: TestContext;
let ref: Reference;
let staff: Desk;
let owner: SignedInUser;
const now = new Date();
const today = () => todayInDarEsSalaam(now);

beforeAll(async () => {
  ({ ctx, ref, staff } = await deskTestApp('Neema', {}, () => now));
  owner = await signUp(ctx.app, 'Lena Vogel');
});
afterAll(() => ctx.close());

const agencyEmail = () => ctx.app.env.AGENCY_EMAIL;

/** The newest mail of `kind`, and the tracking key its link carries. */
async function lastMail(kind: string) {
  const [row] = await ctx.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, kind))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!row) throw new Error(`no ${kind} mail`);
  const key = /\/requests\/TZ-[A-Z0-9]{6}\?key=([^\s"<&]+)/.exec(row.textBody)?.[1];
  return { row, key: key ? decodeURIComponent(key) : '' };
}

interface Sent {
  reference: string;
  uuid: string;
  key: string;
  email: string;
}

/** A trip booked by the signed-in `owner` (or a visitor), with the key its confirmation e-mail carries. */
async function booked(signedIn = false): Promise<Sent> {
  const email = signedIn ? owner.email : uniqueEmail('lena');
  const res = await call(ctx.app, {
    method: 'POST',
    url: '/api/save_booking',
    payload: tripBookingPayload(ref, { email }),
    ...(signedIn ? { headers: owner.headers } : {}),
  });
  expect(res.statusCode).toBe(201);
  const reference = String(res.body.data.reference);
  const { key } = await lastMail('booking-confirmation');
  return { reference, uuid: await deskUuid(ctx, staff.headers, reference), key, email };
}

const write = (sent: Pick<Sent, 'reference'>, body: unknown, access: { key?: string; headers?: object } = {}) =>
  call<{ entry: TouristTimelineEntry }>(ctx.app, {
    method: 'POST',
    url: `/api/requests/${sent.reference}/messages${access.key === undefined ? '' : `?key=${encodeURIComponent(access.key)}`}`,
    payload: body as object,
    ...(access.headers ? { headers: access.headers as Record<string, string> } : {}),
  });

const track = (sent: Pick<Sent, 'reference'>, access: { key?: string; headers?: object } = {}) =>
  call<TrackedRequest>(ctx.app, {
    url: `/api/requests/${sent.reference}${access.key === undefined ? '' : `?key=${encodeURIComponent(access.key)}`}`,
    ...(access.headers ? { headers: access.headers as Record<string, string> } : {}),
  });

describe('POST /api/requests/{reference}/messages', () => {
  it('adds the message to the history, shows it on the desk as from the tourist and e-mails the agency', async () => {
    const sent = await booked();
    const body = 'Could we start a day later?\n\nWe land on the 11th.';
    const res = await write(sent, { body }, { key: sent.key });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.data.entry).toMatchObject({ kind: 'tourist_message', text: body });

    const page = (await track(sent, { key: sent.key })).body.data;
    expect(page.timeline.at(-1)).toEqual(res.body.data.entry);

    const desk = (await staff.get(sent.uuid)).body.data.request;
    expect(desk.timeline).toContainEqual(
      expect.objectContaining({ kind: 'tourist_message', actor: null, text: body, visible_to_tourist: true }),
    );

    const { row } = await lastMail('tourist-message-notification');
    expect(row.toAddress).toBe(agencyEmail());
    expect(row.replyTo).toBe(sent.email);
    expect(row.subject).toContain(sent.reference);
    expect(row.textBody).toContain('Could we start a day later?');
    expect(row.textBody).toContain(`/admin/requests/${sent.uuid}`);
  });

  it("takes the owner's bearer token instead of the key; anything else is the tracking page's 404", async () => {
    const sent = await booked(true);
    expect((await write(sent, { body: 'From my account' }, { headers: owner.headers })).statusCode).toBe(201);

    const stranger = await signUp(ctx.app, 'Someone Else');
    for (const access of [{}, { key: 'not-the-key' }, { headers: stranger.headers }]) {
      const refused = await write(sent, { body: 'Hello' }, access);
      expect(refused.statusCode).toBe(404);
      expect(refused.body).toEqual({ status: false, code: 404, message: TRACKING_LINK_MESSAGE });
    }
    const other = await booked();
    expect((await write(other, { body: 'Hello' }, { key: sent.key })).statusCode).toBe(404);
  });

  it('refuses a blank message and one over 5000 characters, changing nothing', async () => {
    const sent = await booked();
    const before = (await track(sent, { key: sent.key })).body.data.timeline.length;
    for (const body of [{}, { body: '   ' }, { body: 'x'.repeat(5001) }]) {
      const res = await write(sent, body, { key: sent.key });
      expect(res.statusCode).toBe(422);
      expect(res.body.errors?.body).toEqual(['Please write a message (at most 5000 characters).']);
    }
    expect((await write(sent, { body: 'x'.repeat(5000) }, { key: sent.key })).statusCode).toBe(201);
    expect((await track(sent, { key: sent.key })).body.data.timeline).toHaveLength(before + 1);
  });
});

describe('GET /api/requests/{reference} for the signed-in owner', () => {
  it('opens without the key for the account that sent it, never for another', async () => {
    const sent = await booked(true);
    const mine = await track(sent, { headers: owner.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.body.data).toMatchObject({ reference: sent.reference, payments: null, pay_to: null });
    const stranger = await signUp(ctx.app, 'Third Person');
    expect((await track(sent, { headers: stranger.headers })).statusCode).toBe(404);
    expect((await track(sent)).statusCode).toBe(404);
  });
});

/** A quote with lines of its own, days and inclusions, as an agent sends it. */
async function quoted(sent: Sent) {
  const version = (await staff.get(sent.uuid)).body.data.request.version;
  const res = await call(ctx.app, {
    method: 'POST',
    url: `/api/admin/requests/${sent.uuid}/quotes`,
    headers: staff.headers,
    payload: {
      version,
      valid_until: addDays(today(), 14),
      lines: [
        { kind: 'accommodation', description: 'Beach lodge, Nungwi', quantity: 3, unit_price: 185.35 },
        { kind: 'activity', description: 'Spice farm tour', quantity: 2, unit_price: 40 },
        { kind: 'discount', description: 'Honeymoon', quantity: 1, unit_price: -150 },
      ],
      itinerary: [
        { day_number: 1, title: 'Arrival in Stone Town', description: 'Met at the airport.' },
        { day_number: 2, title: 'North to Nungwi', description: 'Sunset dhow cruise.' },
      ],
      includes: ['Airport transfers'],
      excludes: ['International flights'],
      message: 'Here is the plan we talked about.',
    },
  });
  expect(res.statusCode).toBe(201);
  return { key: (await lastMail('request-quote')).key, total: res.body.data.quote.total as number };
}

const decide = (sent: Sent, key: string, action: 'accept' | 'decline', body: object) =>
  call(ctx.app, {
    method: 'POST',
    url: `/api/requests/${sent.reference}/quotes/1/${action}?key=${encodeURIComponent(key)}`,
    payload: body,
  });

async function pdfText(base64: string): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(Buffer.from(base64, 'base64'))), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}

describe('the tourist decides on a quote', () => {
  it('accepting e-mails the agency and the tourist a confirmation whose PDF is the quote with the schedule and the bank', async () => {
    const sent = await booked();
    const { key, total } = await quoted(sent);
    expect((await decide(sent, key, 'accept', { accept_terms: true })).statusCode).toBe(200);

    const notice = (await lastMail('quote-accepted-notification')).row;
    expect(notice).toMatchObject({ toAddress: agencyEmail(), replyTo: sent.email });
    expect(notice.subject).toMatch(new RegExp(`^Quote 1 accepted: ${sent.reference}, `));
    expect(notice.textBody).toContain('The request is confirmed at');

    const confirmation = await lastMail('request-confirmed');
    expect(confirmation.row.toAddress).toBe(sent.email);
    const pdf = await pdfText(confirmation.row.attachments![0]!.base64);
    for (const words of [
      'Booking confirmation',
      `Reference ${sent.reference}`,
      'Beach lodge, Nungwi',
      'Spice farm tour',
      'Honeymoon',
      'As in quote 1, which you accepted.',
      'Day 1: Arrival in Stone Town',
      'Day 2: North to Nungwi',
      'Airport transfers',
      'International flights',
      'Payment schedule',
      'Deposit',
      'Bank details',
      'Account number',
      `Payment reference ${sent.reference}`,
    ]) {
      expect(pdf).toContain(words);
    }

    // The tracking page now says where to pay, with the same bank as the PDF.
    const page = (await track(sent, { key: confirmation.key })).body.data;
    expect(page.payments).toMatchObject({ total, paid: 0, balance: total });
    expect(page.pay_to).toEqual({
      account_name: ctx.app.env.AGENCY_BANK_ACCOUNT_NAME,
      bank_name: ctx.app.env.AGENCY_BANK_NAME,
      account_number: ctx.app.env.AGENCY_BANK_ACCOUNT_NUMBER,
      swift: ctx.app.env.AGENCY_BANK_SWIFT,
      branch: ctx.app.env.AGENCY_BANK_BRANCH,
      reference: sent.reference,
    });
  });

  it('asking for changes e-mails the agency what to change', async () => {
    const sent = await booked();
    const { key } = await quoted(sent);
    const reason = 'Two more beach nights, please.';
    expect((await decide(sent, key, 'decline', { reason })).statusCode).toBe(200);
    const notice = (await lastMail('quote-declined-notification')).row;
    expect(notice).toMatchObject({ toAddress: agencyEmail(), replyTo: sent.email });
    expect(notice.subject).toContain(`Changes asked to quote 1: ${sent.reference}`);
    expect(notice.textBody).toContain(`What they would like changed: ${reason}`);
    expect(notice.textBody).toContain(`/admin/requests/${sent.uuid}`);
  });
});
