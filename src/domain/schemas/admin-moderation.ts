import '../zod-setup.js';
import { z } from 'zod';
import { text } from './common.js';
import { DESK_FILTER_MESSAGE } from './messages.js';

export const TESTIMONIAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number];
export const ADMIN_PAGE_SIZE = 25;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** `limit` and `offset` for every back-office list beyond the desk's own. */
export const AdminPageQuerySchema = z.object({
  limit: z.coerce.number({ error: DESK_FILTER_MESSAGE }).int().min(1).max(100).default(ADMIN_PAGE_SIZE),
  offset: z.coerce.number({ error: DESK_FILTER_MESSAGE }).int().min(0).max(10_000_000).default(0),
});

/** Free-text search over a list: blank is no search. */
export const adminSearch = z.preprocess(
  blankToUndefined,
  text(DESK_FILTER_MESSAGE, { tooLong: DESK_FILTER_MESSAGE }).optional(),
);

/** Testimonials by moderation state; without `status`, every one. */
export const TestimonialListQuerySchema = AdminPageQuerySchema.extend({
  status: z.preprocess(blankToUndefined, z.enum(TESTIMONIAL_STATUSES, { error: DESK_FILTER_MESSAGE }).optional()),
});
export type TestimonialListQuery = z.infer<typeof TestimonialListQuerySchema>;

/** Ratings: `hidden=true` only hidden ones, `false` only shown ones; `q` searches comment, tourist and item. */
export const RatingListQuerySchema = AdminPageQuerySchema.extend({
  // An enum of the four spellings (not a boolean): the API's description then lists exactly what is taken.
  hidden: z
    .preprocess(blankToUndefined, z.enum(['true', '1', 'false', '0'], { error: DESK_FILTER_MESSAGE }).optional())
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  q: adminSearch,
});
export type RatingListQuery = z.infer<typeof RatingListQuerySchema>;

/** Travellers' reviews by moderation state; without `status`, every one. */
export const ReviewListQuerySchema = TestimonialListQuerySchema;
export type ReviewListQuery = z.infer<typeof ReviewListQuerySchema>;
