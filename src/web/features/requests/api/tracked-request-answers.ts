import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteAnswer, RequestPaymentsAnswer } from '#domain/api/quotes.js';
import type { TouristTimelineEntry } from '#domain/api/requests-desk.js';
import type { RequestStatus } from '#domain/requests/request-status.js';
import type { DeclineQuoteInput } from '#domain/schemas/admin-quotes.js';
import type { TouristMessageInput } from '#domain/schemas/tourist-message.js';
import { withDecision, withMessage } from '#web/features/requests/lib/tracked-updates.js';
import { api } from '#web/lib/api-client.js';
import { getTrackedRequestQueryOptions, type TrackedRequest } from './get-tracked-request.js';

// What the tourist answers from the tracking page: accept a quote, ask for changes, write to the agency. Each
// reaches the request with the link's key, or, without one, as the signed-in account that sent it (the bearer token
// the API client adds).

export interface QuoteDecision {
  reference: string;
  status: RequestStatus;
  quote: QuoteAnswer;
  payments: RequestPaymentsAnswer | null;
}

const path = (reference: string) => `/requests/${encodeURIComponent(reference)}`;
const access = (key: string) => (key ? { key } : {});

export type QuoteAnswerInput = { number: number } & (
  { decision: 'accept' } | ({ decision: 'decline' } & DeclineQuoteInput)
);

/** POST …/quotes/{number}/accept `{accept_terms: true}` or …/decline `{reason?}`: the request as it is now. */
export const decideQuote = async (reference: string, key: string, input: QuoteAnswerInput): Promise<QuoteDecision> =>
  (
    await api<QuoteDecision>(`${path(reference)}/quotes/${input.number}/${input.decision}`, {
      method: 'POST',
      query: access(key),
      body: input.decision === 'accept' ? { accept_terms: true } : { reason: input.reason },
    })
  ).data;

/** POST …/messages `{body}`: 201 with the message's entry in the history. */
export const sendTouristMessage = async (
  reference: string,
  key: string,
  input: TouristMessageInput,
): Promise<TouristTimelineEntry> =>
  (
    await api<{ entry: TouristTimelineEntry }>(`${path(reference)}/messages`, {
      method: 'POST',
      query: access(key),
      body: input,
    })
  ).data.entry;

/**
 * The page shows the answer at once (the quote's new state, the confirmed request's payments), then reads the
 * request again for what the server adds (the history's new line, where to pay).
 */
function useTrackedUpdate(reference: string, key: string) {
  const client = useQueryClient();
  const { queryKey } = getTrackedRequestQueryOptions(reference, key);
  return (update: (request: TrackedRequest) => TrackedRequest) => {
    client.setQueryData(queryKey, (request) => (request ? update(request) : request));
    void client.invalidateQueries({ queryKey });
  };
}

export function useDecideQuote(reference: string, key: string) {
  const update = useTrackedUpdate(reference, key);
  return useMutation({
    mutationFn: (input: QuoteAnswerInput) => decideQuote(reference, key, input),
    onSuccess: (decision) => update((request) => withDecision(request, decision)),
  });
}

export function useSendTouristMessage(reference: string, key: string) {
  const update = useTrackedUpdate(reference, key);
  return useMutation({
    mutationFn: (input: TouristMessageInput) => sendTouristMessage(reference, key, input),
    onSuccess: (entry) => update((request) => withMessage(request, entry)),
  });
}
