import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminTestimonialList } from '#domain/api/admin-moderation.js';
import type { TestimonialStatus } from '#domain/schemas/admin-moderation.js';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import { moderationKeys } from './keys.js';

export interface TestimonialsQuery {
  status?: TestimonialStatus;
  limit: number;
  offset: number;
}

export async function getTestimonials(query: TestimonialsQuery, signal?: AbortSignal): Promise<AdminTestimonialList> {
  return (await adminApi<AdminTestimonialList>('/testimonials', { query: { ...query }, signal })).data;
}

export const useTestimonials = (query: TestimonialsQuery) =>
  useQuery({
    queryKey: moderationKeys.testimonials(query),
    queryFn: ({ signal }) => getTestimonials(query, signal),
    placeholderData: keepPreviousData,
  });
