import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DeskRequest, DeskRequestList } from '#domain/api/requests-desk.js';
import { requests } from '#server/db/schema/index.js';
import { call, type Answer } from './http.js';
import {
  contactInquiryPayload,
  destinationInquiryPayload,
  loadReference,
  tripBookingPayload,
  type Reference,
} from './requests-test-data.js';
import { staffMember } from './staff.js';
import { createTestApp, type TestContext } from './test-app.js';

// The requests desk's API tests: requests are sent through the public API, as visitors send them, and
// read back through the desk's API, as staff read them.

export type Headers = { authorization: string };

export interface SentRequest {
  reference: string;
  uuid: string;
}

/** A unique e-mail, so that the double-click guard never merges two test requests into one. */
export const uniqueEmail = (name = 'visitor') => `${name}-${randomUUID().slice(0, 8)}@example.com`;

async function send(ctx: TestContext, url: string, payload: Record<string, unknown>): Promise<string> {
  const res = await call(ctx.app, { method: 'POST', url, payload });
  if (res.statusCode !== 201) throw new Error(`${url} failed: ${JSON.stringify(res.body)}`);
  return String(res.body.data.reference);
}

/** The desk's uuid of a request, found by its reference through the inbox's search. */
export async function deskUuid(ctx: TestContext, staff: Headers, reference: string): Promise<string> {
  const res = await call<DeskRequestList>(ctx.app, { url: `/api/admin/requests?q=${reference}`, headers: staff });
  const row = res.body.data.requests.find((r) => r.reference === reference);
  if (!row) throw new Error(`request ${reference} is not in the inbox`);
  return row.uuid;
}

export function visitor(ctx: TestContext, ref: Reference, staff: Headers) {
  const sent = async (url: string, payload: Record<string, unknown>): Promise<SentRequest> => {
    const reference = await send(ctx, url, payload);
    return { reference, uuid: await deskUuid(ctx, staff, reference) };
  };
  return {
    booksTrip: (overrides: Record<string, unknown> = {}) =>
      sent('/api/save_booking', tripBookingPayload(ref, { email: uniqueEmail('lena'), ...overrides })),
    asksAboutDestination: (overrides: Record<string, unknown> = {}) =>
      sent(
        '/api/save_destination_booking',
        destinationInquiryPayload(ref, { email: uniqueEmail('zuri'), ...overrides }),
      ),
    sendsInquiry: (overrides: Record<string, unknown> = {}) =>
      sent('/api/save-inquiry', contactInquiryPayload(ref, { email: uniqueEmail('amina'), ...overrides })),
  };
}

/** Staff's calls on one request. */
export function desk(ctx: TestContext, staff: Headers) {
  return {
    headers: staff,
    list: (query = '') => call<DeskRequestList>(ctx.app, { url: `/api/admin/requests${query}`, headers: staff }),
    get: (uuid: string) =>
      call<{ request: DeskRequest }>(ctx.app, { url: `/api/admin/requests/${uuid}`, headers: staff }),
    move: (uuid: string, body: Record<string, unknown>): Promise<Answer<{ request: DeskRequest }>> =>
      call(ctx.app, { method: 'POST', url: `/api/admin/requests/${uuid}/status`, headers: staff, payload: body }),
    note: (uuid: string, text: string) =>
      call(ctx.app, { method: 'POST', url: `/api/admin/requests/${uuid}/notes`, headers: staff, payload: { text } }),
    message: (uuid: string, body: Record<string, unknown>) =>
      call(ctx.app, { method: 'POST', url: `/api/admin/requests/${uuid}/messages`, headers: staff, payload: body }),
  };
}

/**
 * Makes a request look as if it arrived `hours` ago: the one thing a test cannot wait for. Its mails
 * keep their time, so the timeline still starts with the arrival.
 */
export async function receivedHoursAgo(ctx: TestContext, uuid: string, hours: number): Promise<void> {
  await ctx.database.db
    .update(requests)
    .set({ receivedAt: sql`now() - make_interval(hours => ${hours})` })
    .where(eq(requests.uuid, uuid));
}

export type Visitor = ReturnType<typeof visitor>;
export type Desk = ReturnType<typeof desk>;

/**
 * A fresh app with an agent at the desk (`staff`) and a visitor (`sends`) who sends requests through the public
 * API, as most of the desk's tests start. Rate limits are off for this client: a test sends many requests.
 */
export async function deskTestApp(
  agentName = 'Neema',
  env: Record<string, string> = {},
  clock?: () => Date,
): Promise<{ ctx: TestContext; ref: Reference; staff: Desk; sends: Visitor }> {
  const ctx = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1', ...env }, clock });
  const agent = await staffMember(ctx, 'agent', agentName);
  const ref = await loadReference(ctx.app);
  return { ctx, ref, staff: desk(ctx, agent.headers), sends: visitor(ctx, ref, agent.headers) };
}
