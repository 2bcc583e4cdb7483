import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminReviewList } from '#domain/api/reviews.js';
import type { ReviewStatus } from '#domain/schemas/review.js';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import { moderationKeys } from './keys.js';

export interface ReviewsQuery {
  status?: ReviewStatus;
  limit: number;
  offset: number;
}

export async function getReviews(query: ReviewsQuery, signal?: AbortSignal): Promise<AdminReviewList> {
  return (await adminApi<AdminReviewList>('/reviews', { query: { ...query }, signal })).data;
}

export const useReviews = (query: ReviewsQuery) =>
  useQuery({
    queryKey: moderationKeys.reviews(query),
    queryFn: ({ signal }) => getReviews(query, signal),
    placeholderData: keepPreviousData,
  });
