import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TrackedRequestSchema, type TrackedRequest } from '#domain/api/requests-desk.js';
import { TRACKING_LINK_MESSAGE } from '#domain/schemas/messages.js';
import { mailOutbox, requestEvents, requests, staff } from '#server/db/schema/index.js';
import { createRequestsRepository } from '#server/repositories/requests-repository.js';
import { call } from '#server/test/http.js';
import {
  contactInquiryPayload,
  futureDates,
  loadReference,
  tripBookingPayload,
  type Reference,
} from '#server/test/requests-test-data.js';
import { staffMember } from '#server/test/staff.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';

let ctx: TestContext;
let ref: Reference;
beforeAll(async () => {
  ctx = await createTestApp();
  ref = await loadReference(ctx.app);
});
afterAll(() => ctx.close());

interface Link {
  reference: string;
  key: string;
  path: string;
}

/** The tracking link exactly as the tourist's confirmation e-mail carries it. */
async function linkFromMail(to: string): Promise<Link> {
  const rows = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  const match = rows.map((r) => /\/requests\/(TZ-[A-Z0-9]{6})\?key=([^\s"<]+)/.exec(r.textBody)).find(Boolean);
  if (!match) throw new Error(`no tracking link mailed to ${to}`);
  const [, reference, key] = match as unknown as [string, string, string];
  return { reference, key: decodeURIComponent(key), path: `/api/requests/${reference}?key=${key}` };
}

const track = (url: string) => call<TrackedRequest>(ctx.app, url);
const urlFor = (reference: string, key: string) => `/api/requests/${reference}?key=${encodeURIComponent(key)}`;

async function book(email: string): Promise<Link> {
  const payload = tripBookingPayload(ref, { email, guest_count: 4, start_date: futureDates().high });
  const res = await call(ctx.app, { method: 'POST', url: '/api/save_booking', payload });
  expect(res.statusCode).toBe(201);
  return linkFromMail(email);
}

function expectTheSame404(res: Awaited<ReturnType<typeof track>>) {
  expect(res.statusCode).toBe(404);
  expect(res.body).toEqual({ status: false, code: 404, message: TRACKING_LINK_MESSAGE });
}

describe('GET /api/requests/{reference}?key=', () => {
  it('names the trip in the language the page is read in, as the catalogue translates it', async () => {
    const link = await book('lena.name@example.de');
    const trip = ref.trips[0]!;
    const german = (await call<{ trip: { name: string } }>(ctx.app, `/api/trips/${trip.uuid}?locale=de`)).body.data.trip
      .name;
    expect(german).not.toBe(trip.name);
    const inGerman = await track(`${link.path}&locale=de`);
    expect(inGerman.body.data).toMatchObject({ item_name: german, lines: [{ item_name: german }] });
    // Without a language, or with one the site does not have, it is the English.
    expect((await track(link.path)).body.data.item_name).toBe(trip.name);
    expect((await track(`${link.path}&locale=xx`)).body.data.item_name).toBe(trip.name);
  });

  it('shows a booking to whoever holds its e-mail: status, what was asked, price, the history', async () => {
    const link = await book('marco@example.it');
    const res = await track(link.path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const data = TrackedRequestSchema.strict().parse(res.body.data);
    const trip = ref.trips[0]!;
    expect(data).toMatchObject({
      reference: link.reference,
      type: 'trip_booking',
      status: 'new',
      status_label: 'Received',
      item_name: trip.name,
      start_date: futureDates().high,
      guests: 4,
      quoted_price: null,
      currency: 'USD',
    });
    expect(data.lines).toEqual([
      expect.objectContaining({ line: 1, item_type: 'trip', item_uuid: trip.uuid, item_name: trip.name, guests: 4 }),
    ]);
    expect(data.lines[0]!.total_price).toBe(data.total_price);
    expect(data.timeline).toEqual([
      { at: data.received_at, kind: 'received', text: 'Request received', status: null, words: '' },
    ]);
  });

  it('shows visible status changes with their message and messages, never notes nor who wrote them', async () => {
    const link = await book('claire@example.fr');
    const agent = await staffMember(ctx, 'agent', 'Neema Kisanga');
    const db = ctx.database.db;
    const [request] = await db.select().from(requests).where(eq(requests.reference, link.reference));
    const [staffRow] = await db.select().from(staff).where(eq(staff.email, agent.email));
    const at = (minutes: number) => new Date(request!.receivedAt.getTime() + minutes * 60_000);
    const common = { requestId: request!.id, staffId: staffRow!.id };
    await db.insert(requestEvents).values([
      { ...common, at: at(10), kind: 'note', text: 'Secret: the client haggles', visibleToTourist: false },
      { ...common, at: at(20), kind: 'note', text: 'Flagged note, still private', visibleToTourist: true },
      { ...common, at: at(30), kind: 'status', fromStatus: 'new', toStatus: 'in_progress', visibleToTourist: true },
      { ...common, at: at(40), kind: 'message', text: 'Which lodges do you prefer?', visibleToTourist: true },
      {
        ...common,
        at: at(50),
        kind: 'status',
        fromStatus: 'in_progress',
        toStatus: 'quoted',
        text: 'Here is your quote',
        visibleToTourist: true,
      },
    ]);
    await db.update(requests).set({ status: 'quoted', quotedPrice: 7420 }).where(eq(requests.id, request!.id));

    const res = await track(link.path);
    expect(res.statusCode).toBe(200);
    const data = TrackedRequestSchema.strict().parse(res.body.data);
    expect(data).toMatchObject({ status: 'quoted', status_label: 'Quote sent', quoted_price: 7420 });
    expect(data.timeline.map(({ kind, text, status, words }) => ({ kind, text, status, words }))).toEqual([
      { kind: 'received', text: 'Request received', status: null, words: '' },
      { kind: 'status', text: 'Being planned', status: 'in_progress', words: '' },
      { kind: 'message', text: 'Which lodges do you prefer?', status: null, words: 'Which lodges do you prefer?' },
      { kind: 'status', text: 'Quote sent — Here is your quote', status: 'quoted', words: 'Here is your quote' },
    ]);
    expect(data.timeline[1]!.at).toBe(at(30).toISOString());
    const body = JSON.stringify(res.body);
    expect(body).not.toMatch(/Secret|private|haggles/);
    expect(body).not.toContain(agent.email);
    expect(body).not.toContain('Neema');
    expect(body).not.toContain('claire@example.fr');
  });

  it('shows a contact inquiry with what it asked for', async () => {
    const payload = contactInquiryPayload(ref, { email: 'oliver@example.co.uk' });
    expect((await call(ctx.app, { method: 'POST', url: '/api/save-inquiry', payload })).statusCode).toBe(201);
    const link = await linkFromMail('oliver@example.co.uk');
    const data = TrackedRequestSchema.strict().parse((await track(link.path)).body.data);
    expect(data).toMatchObject({ type: 'inquiry', status_label: 'Received', total_price: null });
    expect(data.lines).toHaveLength(1);
    expect(data.lines[0]!.item_name).toBe(data.item_name);
  });

  it("answers the same 404 for another request's key, a tampered, missing or malformed key, an unknown reference", async () => {
    const mine = await book('emma@example.de');
    const theirs = await book('john@example.com');
    expect((await track(mine.path)).statusCode).toBe(200);
    const tampered = `${mine.key.slice(0, -1)}${mine.key.endsWith('A') ? 'B' : 'A'}`;
    const unknown = mine.reference === 'TZ-ZZZZZZ' ? 'TZ-YYYYYY' : 'TZ-ZZZZZZ';
    for (const url of [
      urlFor(mine.reference, theirs.key),
      urlFor(theirs.reference, mine.key),
      urlFor(mine.reference, tampered),
      `/api/requests/${mine.reference}`,
      `/api/requests/${mine.reference}?key=`,
      `/api/requests/${mine.reference}?key=a&key=b`,
      urlFor(unknown, mine.key),
      urlFor('not-a-reference', mine.key),
      urlFor(`${mine.reference}' or '1'='1`, mine.key),
    ]) {
      expectTheSame404(await track(url));
    }
  });

  it('keeps every key mailed about the request valid, and reads a reference typed in lower case', async () => {
    const link = await book('giulia@example.it');
    const [request] = await ctx.database.db.select().from(requests).where(eq(requests.reference, link.reference));
    const later = await createRequestsRepository(ctx.database.db).issueTrackingLink(request!, 'http://x.example');
    const laterKey = decodeURIComponent(new URL(later).searchParams.get('key')!);
    expect(laterKey).not.toBe(link.key);
    expect((await track(urlFor(link.reference, laterKey))).statusCode).toBe(200);
    expect((await track(link.path)).statusCode).toBe(200);
    expect((await track(urlFor(link.reference.toLowerCase(), link.key))).statusCode).toBe(200);
  });
});
