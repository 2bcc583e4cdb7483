import { describe, expect, it } from 'vitest';
import { isSitePath, siteReturnPath } from './site-return-path.js';

describe('siteReturnPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(siteReturnPath('/safaris?location=3&checkIn=2027-01-02')).toBe('/safaris?location=3&checkIn=2027-01-02');
    expect(siteReturnPath('/de/safari/u1')).toBe('/de/safari/u1');
    expect(siteReturnPath('/')).toBe('/');
    expect(siteReturnPath('/tours?q=a%20b')).toBe('/tours?q=a%20b');
  });

  it('refuses anything a browser could read as another site, or a header could not carry', () => {
    for (const bad of [
      '',
      'https://evil.example',
      'evil.example',
      '//evil.example/x',
      '/\\evil.example',
      '\\/evil.example',
      '/\t/evil.example/',
      '/\r\nSet-Cookie:x=1',
      '/\u0000/x',
      '/。',
      '/%09/evil.example/',
      '/%0d%0aSet-Cookie:x=1',
      '/%00/x',
      '/%2F/evil.example',
      '/%5Cevil.example',
      '/.//evil.example',
      '/a/..//evil.example',
      '/%E0%A4%A',
      ' /tours',
      '/tours x',
      `/${'a'.repeat(2000)}`,
      null,
      42,
    ]) {
      expect(siteReturnPath(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('accepts as stored only a path that reads back the same', () => {
    expect(isSitePath('/zanzibar-tour/abc?checkIn=2026-12-01')).toBe(true);
    expect(isSitePath('/a/../tours')).toBe(false);
    expect(isSitePath('//evil.example')).toBe(false);
  });
});
