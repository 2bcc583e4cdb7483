import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteReviews } from '#domain/api/reviews.js';
import { api } from '#web/lib/api-client.js';
import { catalogueLocaleQuery } from '#web/lib/locale.js';

/** GET /reviews: the newest verified reviews of every trip, with their summary, for /reviews. */
export const getSiteReviews = async (signal?: AbortSignal): Promise<SiteReviews> =>
  (await api<SiteReviews>('/reviews', { query: catalogueLocaleQuery(), signal })).data;

export const getSiteReviewsQueryOptions = () =>
  queryOptions({ queryKey: ['reviews', 'site'], queryFn: ({ signal }) => getSiteReviews(signal) });

export const useSiteReviews = () => useQuery(getSiteReviewsQueryOptions());
