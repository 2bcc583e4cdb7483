export const MAX_STARS = 5;

/** Spec 3: a testimonial's rating defaults to 5; anything outside 1..5 is drawn within it. */
export function starCount(rating: number | null | undefined): number {
  if (rating === null || rating === undefined || !Number.isFinite(rating)) return MAX_STARS;
  return Math.min(MAX_STARS, Math.max(1, Math.round(rating)));
}

/** Up to two initials for the avatar: 'Thabo Nkosi' → 'TN', 'anna' → 'A'. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked.map((word) => word?.[0]?.toUpperCase() ?? '').join('');
}
