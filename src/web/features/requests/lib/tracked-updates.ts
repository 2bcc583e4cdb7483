import type { TouristTimelineEntry, TrackedRequest } from '#domain/api/requests-desk.js';
import type { QuoteAnswer, RequestPaymentsAnswer } from '#domain/api/quotes.js';
import { TOURIST_STATUS_LABELS, type RequestStatus } from '#domain/requests/request-status.js';

/** What accepting or declining a quote answers: the request's new status, the decided quote, the money once confirmed. */
export interface DecisionAnswer {
  status: RequestStatus;
  quote: QuoteAnswer;
  payments: RequestPaymentsAnswer | null;
}

/** The tracked request after the tourist decided on a quote: that quote replaced, the status and money as answered. */
export function withDecision(request: TrackedRequest, decision: DecisionAnswer): TrackedRequest {
  const accepted = decision.quote.status === 'accepted';
  return {
    ...request,
    status: decision.status,
    status_label: TOURIST_STATUS_LABELS[decision.status],
    quoted_price: accepted ? decision.quote.total : request.quoted_price,
    quotes: request.quotes.map((quote) => (quote.number === decision.quote.number ? decision.quote : quote)),
    payments: decision.payments ?? request.payments,
  };
}

/** The tracked request with the tourist's new message last in its history. */
export const withMessage = (request: TrackedRequest, entry: TouristTimelineEntry): TrackedRequest => ({
  ...request,
  timeline: [...request.timeline, entry],
});
