import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TripReviewsPage } from '#domain/api/reviews.js';
import { catalogueLocaleQuery } from '#web/lib/locale.js';
import { api, ApiError } from '#web/lib/api-client.js';

/** How many reviews a trip's page shows first; the rest come a page at a time through the API. */
export const TRIP_REVIEWS_SHOWN = 6;

/** A published trip's first page of verified reviews with their summary; null for a trip that is not public. */
export async function getTripReviews(uuid: string, signal?: AbortSignal): Promise<TripReviewsPage | null> {
  try {
    return (
      await api<TripReviewsPage>(`/trips/${encodeURIComponent(uuid)}/reviews`, {
        query: { limit: TRIP_REVIEWS_SHOWN, ...catalogueLocaleQuery() },
        signal,
      })
    ).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const getTripReviewsQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: ['trips', 'reviews', uuid], queryFn: ({ signal }) => getTripReviews(uuid, signal) });

export const useTripReviews = (uuid: string) => useQuery(getTripReviewsQueryOptions(uuid));
