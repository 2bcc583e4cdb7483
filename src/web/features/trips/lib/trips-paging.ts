import type { TripsPage } from '#domain/api/catalogue.js';

/** The tours and safaris pages fetch 50 trips at a time. */
export const LIST_PAGE_SIZE = 50;

/**
 * The offset of the next page, or undefined when every trip is loaded. An empty page also ends
 * the list, so a total that shrinks while paging cannot loop forever.
 */
export function nextTripsOffset(pages: readonly TripsPage[]): number | undefined {
  const last = pages.at(-1);
  if (!last || last.trips.length === 0) return undefined;
  const loaded = pages.reduce((sum, page) => sum + page.trips.length, 0);
  return loaded < last.total ? loaded : undefined;
}

export function tripsOfPages(pages: readonly TripsPage[] | undefined): TripsPage['trips'] {
  const seen = new Set<string>();
  // A trip published between two page loads shifts the offsets; the same trip may then come twice.
  return (pages ?? []).flatMap((page) => page.trips).filter((trip) => !seen.has(trip.uuid) && seen.add(trip.uuid));
}
