// These slugs have a generated banner of their own (scripts/images); every slug, known or not, is
// named from its words.
const KNOWN_SLUGS: ReadonlySet<string> = new Set(['zanzibar', 'stone-town', 'paje', 'jambiani', 'nungwi', 'kendwa']);

// Joining words stay small inside a name ('Lake of Stars'), as place names are written.
const SMALL_WORDS = new Set(['and', 'of', 'the', 'on', 'in', 'de', 'la']);

/** 'mafia-island' → 'Mafia Island': the slug's words, capitalised as a place name. */
export function placeholderName(slug: string): string {
  return slug
    .split('-')
    .filter((word) => word !== '')
    .map((word, index) => (index > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

export function isKnownPlaceholder(slug: string): boolean {
  return KNOWN_SLUGS.has(slug);
}

// Every known slug has a generated banner (scripts/images) except the island as a whole, which
// borrows its highlights tour's; anything else gets the default scene.
export function placeholderBanner(slug: string): string {
  if (slug === 'zanzibar') return '/images/zanzibar-island-highlights-banner-1280.webp';
  return isKnownPlaceholder(slug) ? `/images/${slug}-banner-1280.webp` : '/images/default-banner-1280.webp';
}
