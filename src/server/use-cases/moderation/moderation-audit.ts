/** The actions the staff audit trail records for moderation, one per staff write. */
export const MODERATION_AUDIT_ACTIONS = {
  approve: 'testimonial.approve',
  reject: 'testimonial.reject',
  hide: 'rating.hide',
  show: 'rating.show',
  approveReview: 'review.approve',
  rejectReview: 'review.reject',
  reply: 'review.reply',
} as const;

export const testimonialTarget = (uuid: string) => `testimonial:${uuid}`;
export const ratingTarget = (uuid: string) => `rating:${uuid}`;
export const reviewTarget = (uuid: string) => `review:${uuid}`;
