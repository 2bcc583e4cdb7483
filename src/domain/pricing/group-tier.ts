// Budget rows are priced for groups of 2, 4 or 6 (the row's `quantity`); a group uses the
// largest tier it fills.

export type GroupTier = 2 | 4 | 6;

export const MIN_TRIP_GUESTS = 2;

/** The most guests one booking, inquiry or cart line takes: a bigger group talks to the agency first. */
export const MAX_GUESTS = 30;

export const GROUP_TIERS: readonly GroupTier[] = [2, 4, 6];

/** 2–3 guests → 2, 4–5 → 4, 6 or more → 6; anything below 2 or not a number → 2. */
export function groupTierFor(guests: number): GroupTier {
  if (!Number.isFinite(guests)) return 2;
  if (guests >= 6) return 6;
  if (guests >= 4) return 4;
  return 2;
}
