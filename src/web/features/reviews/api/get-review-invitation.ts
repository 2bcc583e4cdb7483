import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewInvitation } from '#domain/api/reviews.js';
import { api } from '#web/lib/api-client.js';

/** GET /reviews/invitation/{token}: the trip and month a review link is about; a used or unknown link is a 404. */
export const getReviewInvitation = async (token: string, signal?: AbortSignal): Promise<ReviewInvitation> =>
  (await api<ReviewInvitation>(`/reviews/invitation/${encodeURIComponent(token)}`, { signal })).data;

// Never kept or retried: the link works once, and a 404 is the answer, not a hiccup.
export const getReviewInvitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['review-invitation', token],
    queryFn: ({ signal }) => getReviewInvitation(token, signal),
    retry: false,
    gcTime: 0,
  });

export const useReviewInvitation = (token: string) => useQuery(getReviewInvitationQueryOptions(token));
