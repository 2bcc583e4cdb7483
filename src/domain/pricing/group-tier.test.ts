import { describe, expect, it } from 'vitest';
import { groupTierFor, MIN_TRIP_GUESTS } from './group-tier.js';

describe('groupTierFor', () => {
  it.each([
    [1, 2],
    [2, 2],
    [3, 2],
    [4, 4],
    [5, 4],
    [6, 6],
    [9, 6],
  ] as const)('%i guests use tier %i', (guests, tier) => {
    expect(groupTierFor(guests)).toBe(tier);
  });

  it('falls back to the smallest tier for nonsense', () => {
    expect(groupTierFor(0)).toBe(2);
    expect(groupTierFor(-3)).toBe(2);
    expect(groupTierFor(Number.NaN)).toBe(2);
    expect(groupTierFor(Number.POSITIVE_INFINITY)).toBe(2);
  });

  it('keeps the documented minimum of 2 guests', () => {
    expect(MIN_TRIP_GUESTS).toBe(2);
  });
});
