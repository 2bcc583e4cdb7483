import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminRatingList } from '#domain/api/admin-moderation.js';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import { moderationKeys } from './keys.js';

export interface RatingsQuery {
  hidden?: boolean;
  q?: string;
  limit: number;
  offset: number;
}

export async function getRatings(query: RatingsQuery, signal?: AbortSignal): Promise<AdminRatingList> {
  return (await adminApi<AdminRatingList>('/ratings', { query: { ...query }, signal })).data;
}

export const useRatings = (query: RatingsQuery) =>
  useQuery({
    queryKey: moderationKeys.ratings(query),
    queryFn: ({ signal }) => getRatings(query, signal),
    placeholderData: keepPreviousData,
  });
