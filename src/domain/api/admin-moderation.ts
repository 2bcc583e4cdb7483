import '../zod-setup.js';
import { z } from 'zod';
import { TESTIMONIAL_STATUSES } from '../schemas/admin-moderation.js';

/** A testimonial as the back office sees it: every state, with when it was moderated. */
export const AdminTestimonialSchema = z.object({
  uuid: z.string(),
  author_name: z.string(),
  country: z.string().nullable(),
  rating: z.number().int(),
  comments: z.string(),
  status: z.enum(TESTIMONIAL_STATUSES),
  created_at: z.string(),
  moderated_at: z.string().nullable(),
});
export type AdminTestimonial = z.infer<typeof AdminTestimonialSchema>;

export const AdminTestimonialListSchema = z.object({
  testimonials: z.array(AdminTestimonialSchema),
  total: z.number().int(),
});
export type AdminTestimonialList = z.infer<typeof AdminTestimonialListSchema>;

/** A tourist's rating of a trip or destination, hidden or not. */
export const AdminRatingSchema = z.object({
  uuid: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  hidden_at: z.string().nullable(),
  created_at: z.string(),
  tourist: z.object({ name: z.string(), email: z.string() }),
  item: z.object({ type: z.enum(['trip', 'destination']), uuid: z.string(), name: z.string() }),
});
export type AdminRating = z.infer<typeof AdminRatingSchema>;

export const AdminRatingListSchema = z.object({ ratings: z.array(AdminRatingSchema), total: z.number().int() });
export type AdminRatingList = z.infer<typeof AdminRatingListSchema>;
