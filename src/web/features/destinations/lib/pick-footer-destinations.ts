import { isZanzibarDestination } from '#domain/trips/classification.js';

export const FOOTER_DESTINATIONS_PER_GROUP = 2;

interface FooterDestination {
  name: string;
  location?: { name?: string | null } | null;
}

/** Of the fetched destinations, at most 2 Zanzibar-related and 2 mainland ones, in list order. */
export function pickFooterDestinations<T extends FooterDestination>(
  destinations: readonly T[],
  perGroup = FOOTER_DESTINATIONS_PER_GROUP,
): { zanzibar: T[]; mainland: T[] } {
  const zanzibar: T[] = [];
  const mainland: T[] = [];
  for (const destination of destinations) {
    const group = isZanzibarDestination(destination) ? zanzibar : mainland;
    if (group.length < perGroup) group.push(destination);
  }
  return { zanzibar, mainland };
}
