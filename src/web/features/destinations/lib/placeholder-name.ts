// On the placeholder destination page these slugs have proper names; any other slug is shown
// with its dashes as spaces.
const KNOWN_NAMES: Readonly<Record<string, string>> = {
  zanzibar: 'Zanzibar',
  'stone-town': 'Stone Town',
  paje: 'Paje',
  jambiani: 'Jambiani',
  nungwi: 'Nungwi',
  kendwa: 'Kendwa',
};

export function placeholderName(slug: string): string {
  // hasOwn: 'constructor' and friends are not destinations.
  const known = Object.hasOwn(KNOWN_NAMES, slug) ? KNOWN_NAMES[slug] : undefined;
  return known ?? slug.replace(/-/g, ' ');
}

export function isKnownPlaceholder(slug: string): boolean {
  return Object.hasOwn(KNOWN_NAMES, slug);
}

// Every known slug has a generated banner (scripts/images) except the island as a whole, which
// borrows its highlights tour's; anything else gets the default scene.
export function placeholderBanner(slug: string): string {
  if (slug === 'zanzibar') return '/images/zanzibar-island-highlights-banner-1280.webp';
  return isKnownPlaceholder(slug) ? `/images/${slug}-banner-1280.webp` : '/images/default-banner-1280.webp';
}
