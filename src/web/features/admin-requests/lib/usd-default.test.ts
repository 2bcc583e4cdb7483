import { describe, expect, it } from 'vitest';
import { usdDefault } from './usd-default.js';

describe('usdDefault', () => {
  it('converts at the rate in use, to the cent, as the server does', () => {
    expect(usdDefault('2300000', 'TZS', 2600)).toBe(884.62);
    expect(usdDefault(920, 'EUR', 0.92)).toBe(1000);
  });

  it('says nothing for USD, a missing or broken rate, or an amount that is not one', () => {
    expect(usdDefault('100', 'USD', 1)).toBeNull();
    expect(usdDefault('100', 'TZS', undefined)).toBeNull();
    expect(usdDefault('100', 'TZS', 0)).toBeNull();
    expect(usdDefault('', 'TZS', 2600)).toBeNull();
    expect(usdDefault('abc', 'TZS', 2600)).toBeNull();
    expect(usdDefault('-5', 'TZS', 2600)).toBeNull();
  });
});
