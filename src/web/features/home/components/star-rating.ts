export const MAX_STARS = 5;

/** A testimonial's rating defaults to 5; anything outside 1..5 is drawn within it. */
export function starCount(rating: number | null | undefined): number {
  if (rating === null || rating === undefined || !Number.isFinite(rating)) return MAX_STARS;
  return Math.min(MAX_STARS, Math.max(1, Math.round(rating)));
}
