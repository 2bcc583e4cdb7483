/** Every moderation answer lives under one key, so a decision refreshes both lists. */
export const moderationKeys = {
  all: ['admin', 'moderation'] as const,
  testimonials: (query: object) => ['admin', 'moderation', 'testimonials', query] as const,
  reviews: (query: object) => ['admin', 'moderation', 'reviews', query] as const,
  ratings: (query: object) => ['admin', 'moderation', 'ratings', query] as const,
};
