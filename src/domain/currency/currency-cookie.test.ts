import { describe, expect, it } from 'vitest';
import { currencyCookieText, currencyFromCookieHeader } from './currency-cookie.js';

describe('currency cookie', () => {
  it('reads the code among other cookies', () => {
    expect(currencyFromCookieHeader('a=1; currency=EUR; b=2')).toBe('EUR');
  });
  it('ignores a missing or malformed value', () => {
    expect(currencyFromCookieHeader(undefined)).toBeNull();
    expect(currencyFromCookieHeader('currency=eur')).toBeNull();
    expect(currencyFromCookieHeader('currency=<script>')).toBeNull();
    expect(currencyFromCookieHeader('xcurrency=EUR')).toBeNull();
  });
  it('writes a year-long, site-wide, same-site cookie and never an odd value', () => {
    expect(currencyCookieText('TZS')).toBe('currency=TZS; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(currencyCookieText('x;y')).toMatch(/^currency=USD;/);
  });
});
