import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Testimonial } from '#domain/api/catalogue.js';
import { testimonialsIn } from '#web/features/reference/lib/country-names.js';
import { api } from '#web/lib/api-client.js';
import { documentLocale } from '#web/lib/locale.js';

/** Approved testimonials, each tourist's country named in the page's language. */
export const getTestimonials = async (signal?: AbortSignal): Promise<Testimonial[]> =>
  testimonialsIn(
    documentLocale(),
    (await api<{ testimonials: Testimonial[] }>('/get-testimonals', { signal })).data.testimonials,
  );

export const getTestimonialsQueryOptions = () =>
  queryOptions({ queryKey: ['testimonials'], queryFn: ({ signal }) => getTestimonials(signal) });

export const useTestimonials = () => useQuery(getTestimonialsQueryOptions());
