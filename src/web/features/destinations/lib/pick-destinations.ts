import { isZanzibarDestination } from '#domain/trips/classification.js';

// The catalogue lists the island first, so the first few destinations would all be Zanzibar: home
// and the footer fetch this many (one shared request) and pick a mix of both sides from it.
export const DESTINATION_POOL = 50;

export const FOOTER_DESTINATIONS_PER_GROUP = 2;

interface PlaceLike {
  name: string;
  location?: { name?: string | null } | null;
}

/** The destinations split into Zanzibar-related and mainland ones, each in list order. */
export function splitDestinations<T extends PlaceLike>(destinations: readonly T[]): { zanzibar: T[]; mainland: T[] } {
  const zanzibar: T[] = [];
  const mainland: T[] = [];
  for (const destination of destinations) (isZanzibarDestination(destination) ? zanzibar : mainland).push(destination);
  return { zanzibar, mainland };
}

/** The footer's columns: at most 2 Zanzibar-related and 2 mainland destinations, in list order. */
export function pickFooterDestinations<T extends PlaceLike>(
  destinations: readonly T[],
  perGroup = FOOTER_DESTINATIONS_PER_GROUP,
): { zanzibar: T[]; mainland: T[] } {
  const { zanzibar, mainland } = splitDestinations(destinations);
  return { zanzibar: zanzibar.slice(0, perGroup), mainland: mainland.slice(0, perGroup) };
}

/**
 * Home's 'Top destinations': Zanzibar and the mainland taking turns (Zanzibar first), each in list
 * order; when one side runs out the other fills the remaining places.
 */
export function mixDestinations<T extends PlaceLike>(destinations: readonly T[], count: number): T[] {
  const { zanzibar, mainland } = splitDestinations(destinations);
  const mixed: T[] = [];
  for (let i = 0; mixed.length < count && (i < zanzibar.length || i < mainland.length); i++) {
    if (i < zanzibar.length) mixed.push(zanzibar[i]!);
    if (i < mainland.length && mixed.length < count) mixed.push(mainland[i]!);
  }
  return mixed;
}
