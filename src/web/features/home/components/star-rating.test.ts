import { describe, expect, it } from 'vitest';
import { starCount } from './star-rating.js';

describe('starCount', () => {
  it('draws the rating, defaulting to 5', () => {
    expect(starCount(4)).toBe(4);
    expect(starCount(undefined)).toBe(5);
    expect(starCount(null)).toBe(5);
    expect(starCount(Number.NaN)).toBe(5);
  });

  it('keeps the count within 1..5', () => {
    expect(starCount(0)).toBe(1);
    expect(starCount(9)).toBe(5);
    expect(starCount(3.6)).toBe(4);
  });
});
