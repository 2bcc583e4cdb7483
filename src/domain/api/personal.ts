import '../zod-setup.js';
import { z } from 'zod';
import { REQUEST_STATUSES } from '../requests/request-status.js';
import { TouristTimelineEntrySchema } from './requests-desk.js';

// Answers of the signed-in calls (account, dashboard, likes, ratings, cart). The web imports
// these types; the server declares them as its response schemas, so both read the same shape.

export const ItemTypeSchema = z.enum(['trip', 'destination']);
export type ItemType = z.infer<typeof ItemTypeSchema>;

/**
 * The liked, rated or carted item, as compact as a dashboard card needs: enough to show it and
 * to link to it. `section` says which list (and detail page) a trip belongs to, decided by the
 * same classifier as the tour and safari lists; null for a destination.
 */
export const ItemCardSchema = z.object({
  uuid: z.string(),
  type: ItemTypeSchema,
  name: z.string(),
  image: z.string(),
  banner: z.string(),
  /** USD per person, the trip's 'From' price; null for a destination ('Contact for pricing') */
  base_price: z.number().nullable(),
  /** the destination's location, or the location of a trip's first destination */
  location: z.string().nullable(),
  section: z.enum(['safari', 'zanzibar']).nullable(),
});
export type ItemCard = z.infer<typeof ItemCardSchema>;

export const LikeSchema = z.object({
  uuid: z.string(),
  likeable_type: ItemTypeSchema,
  likeable_uuid: z.string(),
  likeable: ItemCardSchema,
  created_at: z.string(),
});
export type Like = z.infer<typeof LikeSchema>;

export const UserRatingSchema = z.object({
  uuid: z.string(),
  rateable_type: ItemTypeSchema,
  rateable_uuid: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  rateable: ItemCardSchema,
});
export type UserRating = z.infer<typeof UserRatingSchema>;

/** A trip line priced like a booking of the same trip, dates, guests and class (USD). */
export const CartLinePriceSchema = z.object({
  season: z.enum(['Low', 'High']),
  tier: z.number().int(),
  service_class: z.string(),
  price_per_person: z.number(),
  total: z.number(),
  /** false when the trip has no budget row for the season, class and tier: its base price is used */
  from_budget: z.boolean(),
  /** true while the line has no start date: the season is assumed, so the total may change */
  estimate: z.boolean(),
});
export type CartLinePriceView = z.infer<typeof CartLinePriceSchema>;

export const CartItemSchema = z.object({
  uuid: z.string(),
  cartable_type: ItemTypeSchema,
  cartable_uuid: z.string(),
  cartable: ItemCardSchema,
  /** the line's guests */
  quantity: z.number().int(),
  /** 'yyyy-MM-dd' or null */
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  /** the chosen service class; null is Economy for a trip, no preference for a destination */
  class_id: z.number().int().nullable(),
  /** a trip's length in days (its itinerary), null for a destination */
  days: z.number().int().nullable(),
  /** null for a destination: the agency quotes it */
  price: CartLinePriceSchema.nullable(),
  created_at: z.string(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const BookingSummarySchema = z.object({
  uuid: z.string(),
  reference: z.string(),
  item_type: ItemTypeSchema,
  /** the trip's or the destination's name */
  item_name: z.string(),
  item_uuid: z.string().nullable(),
  start_date: z.string().nullable(),
  guest_count: z.number().int(),
  service_class: z.string().nullable(),
  /** USD; null for a destination inquiry */
  total_price: z.number().nullable(),
  /** the desk's workflow status of the request this booking belongs to */
  status: z.enum(REQUEST_STATUSES),
  /** what the tourist reads: Received, Being planned, Quote sent, Confirmed, Completed, Cancelled */
  status_label: z.string(),
  /** USD, the agency's quote for the whole request once it sent one; null before */
  quoted_price: z.number().nullable(),
  /**
   * The request's history as the tourist may read it, oldest first (no notes, no staff names). Lines of
   * one whole-cart request share their reference and carry the same history.
   */
  timeline: z.array(TouristTimelineEntrySchema),
  /** the travellers' details were sent for every guest (a confirmed request without them asks for them) */
  travellers_complete: z.boolean(),
  created_at: z.string(),
});
export type BookingSummary = z.infer<typeof BookingSummarySchema>;

export const UserProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  gender: z.string(),
  country: z.string(),
  tourist_number: z.string(),
  /** confirmed with the link mailed at registration: until then its earlier visitor requests stay apart */
  email_verified: z.boolean(),
  created_at: z.string(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

export const DashboardSchema = z.object({
  user_profile: UserProfileSchema,
  likes: z.array(LikeSchema),
  ratings: z.array(UserRatingSchema),
  cart_items: z.array(CartItemSchema),
  bookings: z.array(BookingSummarySchema),
  statistics: z.object({
    total_likes: z.number().int(),
    total_ratings: z.number().int(),
    total_cart_items: z.number().int(),
    total_bookings: z.number().int(),
  }),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

export const IsLikedSchema = z.object({ is_liked: z.boolean() });
export type IsLiked = z.infer<typeof IsLikedSchema>;

/** POST /save-testimonal: what was stored; it waits for approval before it is featured. */
export const SubmittedTestimonialSchema = z.object({
  uuid: z.string(),
  rating: z.number().int(),
  comments: z.string(),
  status: z.literal('pending'),
  tourist: z.object({ name: z.string(), country: z.string().nullable() }),
  created_at: z.string(),
});
export type SubmittedTestimonial = z.infer<typeof SubmittedTestimonialSchema>;
