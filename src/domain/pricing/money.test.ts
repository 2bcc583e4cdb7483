import { describe, expect, it } from 'vitest';
import { roundToCents, toCents } from './money.js';

describe('toCents', () => {
  it('rounds half away from zero without float artefacts', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(-2.675)).toBe(-268);
    expect(toCents(1234.5)).toBe(123450);
    expect(toCents(1e-7)).toBe(0);
  });

  it('counts non-finite amounts as 0', () => {
    expect(toCents(Number.NaN)).toBe(0);
    expect(toCents(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('rounds to cents', () => {
    expect(roundToCents(19.999)).toBe(20);
  });
});
