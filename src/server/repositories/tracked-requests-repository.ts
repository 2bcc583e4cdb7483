import { and, asc, eq, sql } from 'drizzle-orm';
import type { TrackedRequest } from '#domain/api/requests-desk.js';
import { TOURIST_STATUS_LABELS } from '#domain/requests/request-status.js';
import { hashToken } from '#server/auth/secrets.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';
import { sentInColumns, toSentIn } from './sent-in-columns.js';
import { REQUEST_REFERENCE_PATTERN } from './requests-repository.js';
import { touristTimeline, visibleEvents } from './tourist-timeline.js';
import { tripNamesIn } from './trip-names-in.js';
import { moneyOf } from './money-of.js';
import { createPaymentsRepository } from './payments-repository.js';
import { quoteAnswer } from './quote-answer.js';
import { createQuotesRepository } from './quotes-repository.js';
import { requestMoney } from './request-money.js';
import { todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import type { Locale } from '#domain/i18n/locales.js';

type Line = TrackedRequest['lines'][number];
type RequestRow = typeof t.requests.$inferSelect;

/**
 * What the tourist sees of their own request (the tracking page): status, what was asked, prices and
 * the visible history. Selected column by column, so a staff name, a note or an address never reaches it.
 */
export function createTrackedRequestsRepository(db: DbOrTx) {
  async function lines(request: RequestRow, locale: Locale): Promise<Line[]> {
    const rows = await db
      .select({
        line: t.bookings.requestLine,
        tripId: t.bookings.tripId,
        itemType: t.bookings.itemType,
        itemUuid: sql<string | null>`coalesce(${t.trips.uuid}, ${t.destinations.uuid})::text`,
        itemName: sql<string | null>`coalesce(${t.trips.name}, ${t.destinations.name})`,
        startDate: t.bookings.startDate,
        endDate: t.bookings.endDate,
        guests: t.bookings.guestCount,
        serviceClass: t.serviceClasses.name,
        season: t.bookings.season,
        tier: t.bookings.tier,
        totalPrice: t.bookings.totalPrice,
      })
      .from(t.bookings)
      .leftJoin(t.trips, eq(t.trips.id, t.bookings.tripId))
      .leftJoin(t.destinations, eq(t.destinations.id, t.bookings.destinationId))
      .leftJoin(t.serviceClasses, eq(t.serviceClasses.id, t.bookings.serviceClassId))
      .where(eq(t.bookings.requestId, request.id))
      .orderBy(asc(t.bookings.requestLine));
    if (rows.length === 0) return [inquiryLine(request)];
    // The trips named in the page's language, as the rest of the page is.
    const trips = rows.flatMap((row) =>
      row.tripId === null || !row.itemName ? [] : [{ id: row.tripId, name: row.itemName }],
    );
    const names = await tripNamesIn(db, locale, trips);
    return rows.map((row) => ({
      line: row.line,
      item_type: row.itemType,
      item_uuid: row.itemUuid,
      item_name: (row.tripId === null ? null : names.get(row.tripId)) ?? row.itemName ?? request.itemName,
      start_date: row.startDate,
      end_date: row.endDate,
      guests: row.guests,
      service_class: row.serviceClass,
      season: row.season,
      tier: row.tier,
      total_price: row.totalPrice,
    }));
  }

  /**
   * The request a tourist may read and act on: by the key of its tracking link, or as the signed-in account that sent
   * it. Anything else is null (the tracking page's 404), so an unknown reference and a wrong key look the same.
   */
  async function owned(reference: string, key: string, userId: number | null): Promise<{ uuid: string } | null> {
    if (!REQUEST_REFERENCE_PATTERN.test(reference)) return null;
    if (key.length > 0) {
      const [byKey] = await db
        .select({ uuid: t.requests.uuid })
        .from(t.requests)
        .innerJoin(t.requestTrackingKeys, eq(t.requestTrackingKeys.requestId, t.requests.id))
        .where(and(eq(t.requests.reference, reference), eq(t.requestTrackingKeys.keyHash, hashToken(key))))
        .limit(1);
      if (byKey) return byKey;
    }
    if (userId === null) return null;
    const [byAccount] = await db
      .select({ uuid: t.requests.uuid })
      .from(t.requests)
      .where(and(eq(t.requests.reference, reference), eq(t.requests.userId, userId)))
      .limit(1);
    return byAccount ?? null;
  }

  return {
    owned,

    /**
     * The request under `reference` as its tourist sees it, when `key` is one of ITS tracking keys or `userId` the
     * account that sent it; null for anything else (see `owned`).
     */
    async find(
      reference: string,
      { key, userId }: { key: string; userId: number | null },
      locale: Locale = 'en',
      today: string = todayInDarEsSalaam(),
    ): Promise<Omit<TrackedRequest, 'pay_to' | 'travellers' | 'travellers_complete'> | null> {
      const access = await owned(reference, key, userId);
      if (!access) return null;
      const [found] = await db
        .select({ request: t.requests, symbol: sentInColumns.sentSymbol })
        .from(t.requests)
        .where(eq(t.requests.uuid, access.uuid))
        .limit(1);
      if (!found) return null;
      const { request, symbol } = found;
      const [requestLines, events] = await Promise.all([lines(request, locale), visibleEvents(db, [request.id])]);
      const quotes = await createQuotesRepository(db).forRequest(request.id);
      const entries = await createPaymentsRepository(db).forRequest(request.id);
      return {
        ...trackedRequest(request, symbol, requestLines, touristTimeline(request.receivedAt, events)),
        quotes: quotes.map((quote) => quoteAnswer(quote, today)),
        // The tourist's view: no staff names, no void reasons.
        payments: requestMoney(moneyOf(request), entries, today, { forTourist: true }),
      };
    },
  };
}

/** A contact inquiry has no booking lines: what it asked for is the request's own summary. */
function inquiryLine(request: RequestRow): Line {
  return {
    line: 1,
    item_type: 'destination',
    item_uuid: null,
    item_name: request.itemName,
    start_date: request.startDate,
    end_date: request.endDate,
    guests: request.guests,
    service_class: null,
    season: null,
    tier: null,
    total_price: request.totalPrice,
  };
}

function trackedRequest(
  request: RequestRow,
  symbol: string | null,
  lines: Line[],
  timeline: TrackedRequest['timeline'],
): Omit<TrackedRequest, 'quotes' | 'payments' | 'pay_to' | 'travellers' | 'travellers_complete'> {
  return {
    reference: request.reference,
    type: request.type,
    status: request.status,
    status_label: TOURIST_STATUS_LABELS[request.status],
    // One trip: its name as its line gives it (in the page's language); several keep the desk's summary.
    item_name: lines.length === 1 && lines[0]!.item_type === 'trip' ? lines[0]!.item_name : request.itemName,
    lines,
    start_date: request.startDate,
    end_date: request.endDate,
    guests: request.guests,
    total_price: request.totalPrice,
    quoted_price: request.quotedPrice,
    currency: 'USD',
    sent_in: toSentIn({
      sentLocale: request.locale,
      sentCurrency: request.currency,
      sentRate: request.exchangeRate,
      sentRateAt: request.rateAt,
      sentSymbol: symbol,
      receivedAt: request.receivedAt,
    }),
    received_at: request.receivedAt.toISOString(),
    timeline,
  };
}
