import { quoteStatus } from '#domain/quotes/quote-money.js';
import type { QuoteRecord } from '#server/repositories/quotes-repository.js';
import type { QuoteAnswer } from '#domain/api/quotes.js';

/** A stored quote as the API answers it, its status read on `today` (a sent quote past its validity has expired). */
export function quoteAnswer(quote: QuoteRecord, today: string): QuoteAnswer {
  return {
    uuid: quote.uuid,
    number: quote.number,
    status: quoteStatus(quote.status, quote.validUntil, today),
    lines: quote.lines.map((line) => ({
      kind: line.kind,
      description: line.description,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      amount: line.amount,
    })),
    total: quote.total,
    currency: 'USD',
    valid_until: quote.validUntil,
    sent_at: quote.sentAt.toISOString(),
    decided_at: quote.decidedAt?.toISOString() ?? null,
    decline_reason: quote.declineReason,
    message: quote.message,
    itinerary: quote.itinerary.map((day) => ({
      day_number: day.dayNumber,
      title: day.title,
      description: day.description,
    })),
    includes: quote.includes,
    excludes: quote.excludes,
  };
}
