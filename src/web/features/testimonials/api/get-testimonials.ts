import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Testimonial } from '#domain/api/catalogue.js';
import { api } from '#web/lib/api-client.js';

export const getTestimonials = async (signal?: AbortSignal): Promise<Testimonial[]> =>
  (await api<{ testimonials: Testimonial[] }>('/get-testimonals', { signal })).data.testimonials;

export const getTestimonialsQueryOptions = () =>
  queryOptions({ queryKey: ['testimonials'], queryFn: ({ signal }) => getTestimonials(signal) });

export const useTestimonials = () => useQuery(getTestimonialsQueryOptions());
