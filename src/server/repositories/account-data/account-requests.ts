import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';

/**
 * The requests that are the account's: linked to it when sent, taken over when the address was confirmed
 * (verify-email.ts), or any line or inquiry of it that names the account.
 */
export function accountRequestIds(db: DbOrTx, userId: number): Promise<number[]> {
  const fromLines = db.select({ id: t.bookings.requestId }).from(t.bookings).where(eq(t.bookings.userId, userId));
  const fromInquiries = db
    .select({ id: t.inquiries.requestId })
    .from(t.inquiries)
    .where(and(eq(t.inquiries.userId, userId), isNotNull(t.inquiries.requestId)));
  return db
    .select({ id: t.requests.id })
    .from(t.requests)
    .where(or(eq(t.requests.userId, userId), inArray(t.requests.id, fromLines), inArray(t.requests.id, fromInquiries)))
    .orderBy(asc(t.requests.id))
    .then((rows) => rows.map((row) => row.id));
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** Rows of `table` grouped by their request id. */
function byRequest<R extends { requestId: number | null }>(rows: R[]): Map<number, Omit<R, 'requestId'>[]> {
  const grouped = new Map<number, Omit<R, 'requestId'>[]>();
  for (const { requestId, ...rest } of rows) {
    if (requestId === null) continue;
    grouped.set(requestId, [...(grouped.get(requestId) ?? []), rest]);
  }
  return grouped;
}

/**
 * Each request as the tourist sent it and as it stands: its lines or inquiry, the quotes they were sent, the
 * payments (without staff) and the timeline they see, including their own messages. Internal notes and who at the
 * agency did what are the agency's, not the tourist's, so they stay out (as on the tracking page).
 */
export async function accountRequests(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  const [requests, lines, inquiries, quotes, payments, events] = await Promise.all([
    db.select().from(t.requests).where(inArray(t.requests.id, ids)).orderBy(asc(t.requests.receivedAt)),
    db
      .select({
        requestId: t.bookings.requestId,
        line: t.bookings.requestLine,
        item_type: t.bookings.itemType,
        item_name: sql<string | null>`coalesce(${t.trips.name}, ${t.destinations.name})`,
        start_date: t.bookings.startDate,
        end_date: t.bookings.endDate,
        guests: t.bookings.guestCount,
        first_name: t.bookings.firstName,
        last_name: t.bookings.lastName,
        email: t.bookings.email,
        phone: t.bookings.phone,
        note: t.bookings.note,
        total_price_usd: t.bookings.totalPrice,
      })
      .from(t.bookings)
      .leftJoin(t.trips, eq(t.trips.id, t.bookings.tripId))
      .leftJoin(t.destinations, eq(t.destinations.id, t.bookings.destinationId))
      .where(inArray(t.bookings.requestId, ids))
      .orderBy(asc(t.bookings.requestLine)),
    db
      .select({
        requestId: t.inquiries.requestId,
        first_name: t.inquiries.firstName,
        last_name: t.inquiries.lastName,
        email: t.inquiries.email,
        phone: t.inquiries.phone,
        guests: t.inquiries.guests,
        start_date: t.inquiries.startDate,
        end_date: t.inquiries.endDate,
        budget: t.inquiries.budget,
        message: t.inquiries.message,
      })
      .from(t.inquiries)
      .where(inArray(t.inquiries.requestId, ids)),
    db
      .select({
        requestId: t.quotes.requestId,
        number: t.quotes.number,
        status: t.quotes.status,
        valid_until: t.quotes.validUntil,
        total_usd: t.quotes.total,
        message: t.quotes.message,
        sent_at: t.quotes.sentAt,
        decided_at: t.quotes.decidedAt,
        decline_reason: t.quotes.declineReason,
      })
      .from(t.quotes)
      .where(inArray(t.quotes.requestId, ids))
      .orderBy(asc(t.quotes.number)),
    db
      .select({
        requestId: t.payments.requestId,
        number: t.payments.number,
        kind: t.payments.kind,
        method: t.payments.method,
        amount: t.payments.amount,
        currency: t.payments.currency,
        amount_usd: t.payments.amountUsd,
        reference: t.payments.reference,
        received_on: t.payments.receivedOn,
        voided_at: t.payments.voidedAt,
        void_reason: t.payments.voidReason,
      })
      .from(t.payments)
      .where(inArray(t.payments.requestId, ids))
      .orderBy(asc(t.payments.number)),
    db
      .select({
        requestId: t.requestEvents.requestId,
        at: t.requestEvents.at,
        kind: t.requestEvents.kind,
        to_status: t.requestEvents.toStatus,
        text: t.requestEvents.text,
      })
      .from(t.requestEvents)
      .where(and(inArray(t.requestEvents.requestId, ids), eq(t.requestEvents.visibleToTourist, true)))
      .orderBy(asc(t.requestEvents.at), asc(t.requestEvents.id)),
  ]);
  const linesOf = byRequest(lines);
  const inquiryOf = byRequest(inquiries);
  const quotesOf = byRequest(quotes);
  const paymentsOf = byRequest(payments);
  const eventsOf = byRequest(events);
  return requests.map((r) => ({
    reference: r.reference,
    type: r.type,
    status: r.status,
    received_at: iso(r.receivedAt),
    contact: { first_name: r.firstName, last_name: r.lastName, email: r.email, phone: r.phone },
    item_name: r.itemName,
    start_date: r.startDate,
    end_date: r.endDate,
    guests: r.guests,
    total_price_usd: r.totalPrice,
    quoted_price_usd: r.quotedPrice,
    currency: r.currency,
    exchange_rate: r.exchangeRate,
    language: r.locale,
    confirmed_on: r.confirmedOn,
    lines: linesOf.get(r.id) ?? [],
    inquiry: inquiryOf.get(r.id)?.[0] ?? null,
    quotes: (quotesOf.get(r.id) ?? []).map((q) => ({ ...q, sent_at: iso(q.sent_at), decided_at: iso(q.decided_at) })),
    payments: (paymentsOf.get(r.id) ?? []).map((p) => ({ ...p, voided_at: iso(p.voided_at) })),
    timeline: (eventsOf.get(r.id) ?? []).map((e) => ({ ...e, at: iso(e.at) })),
  }));
}

/** The addresses the requests were sent from (the account's own may differ from a request's). */
export async function requestAddresses(db: DbOrTx, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectDistinct({ email: t.requests.email }).from(t.requests).where(inArray(t.requests.id, ids));
  return rows.map((row) => row.email).filter((email) => email !== '');
}
