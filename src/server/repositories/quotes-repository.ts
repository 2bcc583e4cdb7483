import { and, asc, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { QuoteLine } from '#domain/quotes/quote-money.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';

export type StoredQuoteStatus = (typeof t.STORED_QUOTE_STATUSES)[number];

export interface StoredQuoteLine extends QuoteLine {
  tripId: number | null;
  startDate: string | null;
  serviceClassId: number | null;
}

export interface QuoteRecord {
  id: number;
  uuid: string;
  requestId: number;
  number: number;
  status: StoredQuoteStatus;
  validUntil: string;
  total: number;
  message: string | null;
  includes: string[];
  excludes: string[];
  sentAt: Date;
  decidedAt: Date | null;
  declineReason: string | null;
  lines: StoredQuoteLine[];
  itinerary: { dayNumber: number; title: string; description: string }[];
}

export interface NewQuote {
  requestId: number;
  validUntil: string;
  total: number;
  message: string | null;
  includes: string[];
  excludes: string[];
  staffId: number | null;
  lines: StoredQuoteLine[];
  itinerary: { dayNumber: number; title: string; description: string }[];
}

const quoteColumns = {
  id: t.quotes.id,
  uuid: t.quotes.uuid,
  requestId: t.quotes.requestId,
  number: t.quotes.number,
  status: t.quotes.status,
  validUntil: t.quotes.validUntil,
  total: t.quotes.total,
  message: t.quotes.message,
  includes: t.quotes.includes,
  excludes: t.quotes.excludes,
  sentAt: t.quotes.sentAt,
  decidedAt: t.quotes.decidedAt,
  declineReason: t.quotes.declineReason,
};

/** A request's quotes (docs/decisions/033-quotes-and-the-payments-ledger.md): written once, never rewritten. */
export function createQuotesRepository(db: DbOrTx) {
  /** The quotes' lines and days, two queries for any number of quotes. */
  async function withParts(rows: Omit<QuoteRecord, 'lines' | 'itinerary'>[]): Promise<QuoteRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [lines, days] = await Promise.all([
      db
        .select({
          quoteId: t.quoteLines.quoteId,
          kind: t.quoteLines.kind,
          description: t.quoteLines.description,
          quantity: t.quoteLines.quantity,
          unitPrice: t.quoteLines.unitPrice,
          amount: t.quoteLines.amount,
          tripId: t.quoteLines.tripId,
          startDate: t.quoteLines.startDate,
          serviceClassId: t.quoteLines.serviceClassId,
        })
        .from(t.quoteLines)
        .where(inArray(t.quoteLines.quoteId, ids))
        .orderBy(asc(t.quoteLines.quoteId), asc(t.quoteLines.position)),
      db
        .select({
          quoteId: t.quoteDays.quoteId,
          dayNumber: t.quoteDays.dayNumber,
          title: t.quoteDays.title,
          description: t.quoteDays.description,
        })
        .from(t.quoteDays)
        .where(inArray(t.quoteDays.quoteId, ids))
        .orderBy(asc(t.quoteDays.quoteId), asc(t.quoteDays.dayNumber), asc(t.quoteDays.id)),
    ]);
    return rows.map((row) => ({
      ...row,
      lines: lines.filter((line) => line.quoteId === row.id).map(({ quoteId: _quote, ...line }) => line),
      itinerary: days.filter((day) => day.quoteId === row.id).map(({ quoteId: _quote, ...day }) => day),
    }));
  }

  return {
    /** Newest first. */
    async forRequest(requestId: number): Promise<QuoteRecord[]> {
      const rows = await db
        .select(quoteColumns)
        .from(t.quotes)
        .where(eq(t.quotes.requestId, requestId))
        .orderBy(desc(t.quotes.number));
      return withParts(rows);
    },

    async byNumber(requestId: number, number: number, { lock = false } = {}): Promise<QuoteRecord | null> {
      const query = db
        .select(quoteColumns)
        .from(t.quotes)
        .where(and(eq(t.quotes.requestId, requestId), eq(t.quotes.number, number)));
      const rows = lock ? await query.for('update') : await query;
      return (await withParts(rows))[0] ?? null;
    },

    /**
     * Stores a new version: the open quote (if any) is superseded, the new one numbered after the last. Call it
     * with the request's row locked, so two agents never number two quotes alike.
     */
    async send(quote: NewQuote): Promise<{ id: number; number: number; superseded: number | null }> {
      const [open] = await db
        .update(t.quotes)
        .set({ status: 'superseded' })
        .where(and(eq(t.quotes.requestId, quote.requestId), eq(t.quotes.status, 'sent')))
        .returning({ number: t.quotes.number });
      const [last] = await db
        .select({ number: max(t.quotes.number) })
        .from(t.quotes)
        .where(eq(t.quotes.requestId, quote.requestId));
      const number = (last?.number ?? 0) + 1;
      const [row] = await db
        .insert(t.quotes)
        .values({
          requestId: quote.requestId,
          number,
          validUntil: quote.validUntil,
          total: quote.total,
          message: quote.message,
          includes: quote.includes,
          excludes: quote.excludes,
          staffId: quote.staffId,
        })
        .returning({ id: t.quotes.id });
      const id = row!.id;
      await db.insert(t.quoteLines).values(
        quote.lines.map((line, position) => ({
          quoteId: id,
          position,
          kind: line.kind,
          description: line.description,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          amount: line.amount,
          tripId: line.tripId,
          startDate: line.startDate,
          serviceClassId: line.serviceClassId,
        })),
      );
      if (quote.itinerary.length > 0) {
        await db.insert(t.quoteDays).values(quote.itinerary.map((day) => ({ quoteId: id, ...day })));
      }
      return { id, number, superseded: open?.number ?? null };
    },

    async decide(id: number, status: 'accepted' | 'declined', reason: string | null = null): Promise<void> {
      await db
        .update(t.quotes)
        .set({ status, decidedAt: sql`now()`, declineReason: reason })
        .where(and(eq(t.quotes.id, id), eq(t.quotes.status, 'sent')));
    },

    /** The accepted quote of a request, if any. */
    async accepted(requestId: number): Promise<QuoteRecord | null> {
      const rows = await db
        .select(quoteColumns)
        .from(t.quotes)
        .where(and(eq(t.quotes.requestId, requestId), eq(t.quotes.status, 'accepted')))
        .orderBy(desc(t.quotes.number))
        .limit(1);
      return (await withParts(rows))[0] ?? null;
    },
  };
}
