import { TESTIMONIAL_STATUSES } from '#domain/schemas/admin-moderation.js';
import { REVIEW_STATUSES } from '#domain/schemas/review.js';
import { defineList, oneOf, oneOfOr, pageQuery, searchText, type StateOf } from '#web/admin-kit/list/list-params.js';

// The moderation page's two lists, each kept in the address bar with the page's tab (`?tab=ratings`).

const PAGE_SIZE = 20;

export const MODERATION_TABS = ['testimonials', 'reviews', 'ratings'] as const;
export const moderationTab = oneOfOr(MODERATION_TABS, 'testimonials');

export const testimonialsList = defineList({
  params: { status: oneOfOr(TESTIMONIAL_STATUSES, 'pending') },
  pageSizes: [PAGE_SIZE],
});

export const reviewsList = defineList({
  params: { status: oneOfOr(REVIEW_STATUSES, 'pending') },
  pageSizes: [PAGE_SIZE],
});

export const RATING_VISIBILITIES = ['shown', 'hidden'] as const;
export const ratingsList = defineList({
  params: { visibility: oneOf(RATING_VISIBILITIES), q: searchText },
  pageSizes: [PAGE_SIZE],
});

export const testimonialsQuery = (state: StateOf<typeof testimonialsList>) => ({
  status: state.status,
  ...pageQuery(state),
});

export const ratingsQuery = (state: StateOf<typeof ratingsList>) => ({
  hidden: state.visibility === undefined ? undefined : state.visibility === 'hidden',
  q: state.q || undefined,
  ...pageQuery(state),
});

export const reviewsQuery = (state: StateOf<typeof reviewsList>) => ({ status: state.status, ...pageQuery(state) });
