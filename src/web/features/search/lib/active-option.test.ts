import { describe, expect, it } from 'vitest';
import { nextActiveIndex } from './active-option.js';

describe('nextActiveIndex', () => {
  it('starts at the first option going down and the last going up', () => {
    expect(nextActiveIndex(5, -1, 1)).toBe(0);
    expect(nextActiveIndex(5, -1, -1)).toBe(4);
  });

  it('moves to the neighbour and wraps around', () => {
    expect(nextActiveIndex(5, 2, 1)).toBe(3);
    expect(nextActiveIndex(5, 2, -1)).toBe(1);
    expect(nextActiveIndex(5, 4, 1)).toBe(0);
    expect(nextActiveIndex(5, 0, -1)).toBe(4);
  });

  it('has nowhere to go in an empty list', () => {
    expect(nextActiveIndex(0, -1, 1)).toBe(-1);
  });
});
