import { useMutation } from '@tanstack/react-query';
import type { ReviewSubmissionInput } from '#domain/schemas/review.js';
import { api } from '#web/lib/api-client.js';

/** POST /reviews: the review, pending until the agency has read it. */
export const submitReview = async (input: ReviewSubmissionInput): Promise<{ uuid: string }> =>
  (await api<{ uuid: string }>('/reviews', { method: 'POST', body: input })).data;

export const useSubmitReview = () => useMutation({ mutationFn: submitReview });
