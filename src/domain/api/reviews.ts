import '../zod-setup.js';
import { z } from 'zod';
import { REVIEW_STATUSES, TRAVELLED_AS } from '../schemas/review.js';

/** GET /api/reviews/invitation/{token}: what the review form names. `travelled_on` is `YYYY-MM`. */
export const ReviewInvitationSchema = z.object({ trip_name: z.string(), travelled_on: z.string() });
export type ReviewInvitation = z.infer<typeof ReviewInvitationSchema>;

/** The agency's public answer under a review. */
export const ReviewReplyAnswerSchema = z.object({ body: z.string(), replied_at: z.string() });

/** An approved review as the storefront shows it: always from a traveller who went (`verified`). */
export const PublicReviewSchema = z.object({
  uuid: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  traveller_name: z.string(),
  /** the traveller's country as their request gave it, or null */
  country: z.string().nullable(),
  /** the month of travel, `YYYY-MM` */
  travelled_on: z.string(),
  travelled_as: z.enum(TRAVELLED_AS).nullable(),
  verified: z.literal(true),
  reply: ReviewReplyAnswerSchema.nullable(),
});
export type PublicReview = z.infer<typeof PublicReviewSchema>;

/** Approved reviews' count, mean (one decimal, null when none) and how many gave 1 … 5 stars (`"1"` … `"5"`). */
export const ReviewSummarySchema = z.object({
  count: z.number().int(),
  average: z.number().nullable(),
  distribution: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

/** GET /api/trips/{uuid}/reviews. */
export const TripReviewsPageSchema = z.object({
  reviews: z.array(PublicReviewSchema),
  summary: ReviewSummarySchema,
  next_cursor: z.string().nullable(),
});
export type TripReviewsPage = z.infer<typeof TripReviewsPageSchema>;

/** An approved review with its trip, for /reviews. */
export const SiteReviewSchema = PublicReviewSchema.extend({
  trip: z.object({ uuid: z.string(), name: z.string() }),
});
export type SiteReview = z.infer<typeof SiteReviewSchema>;

/** /reviews: the newest approved reviews of every trip and the summary over all of them. */
export const SiteReviewsSchema = z.object({ reviews: z.array(SiteReviewSchema), summary: ReviewSummarySchema });
export type SiteReviews = z.infer<typeof SiteReviewsSchema>;

/** A review as the back office moderates it: the storefront's fields (approved or not), and what moderation needs. */
export const AdminReviewSchema = PublicReviewSchema.omit({ verified: true }).extend({
  locale: z.string(),
  status: z.enum(REVIEW_STATUSES),
  trip: z.object({ uuid: z.string(), name: z.string() }),
  request: z.object({ uuid: z.string(), reference: z.string() }),
  created_at: z.string(),
  moderated_at: z.string().nullable(),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;

export const AdminReviewListSchema = z.object({ reviews: z.array(AdminReviewSchema), total: z.number().int() });
export type AdminReviewList = z.infer<typeof AdminReviewListSchema>;
