import { describe, expect, it } from 'vitest';
import { localeCookieText, localeFromCookieHeader } from './locale-cookie.js';
import { isLocale, LOCALES, preferredLocale } from './locales.js';

describe('locales', () => {
  it('knows its four locales and nothing else', () => {
    expect(LOCALES).toEqual(['en', 'it', 'de', 'fr']);
    expect(isLocale('de')).toBe(true);
    expect(isLocale('DE')).toBe(false);
    expect(isLocale('es')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('picks the offered locale a browser prefers, by quality and then order, ignoring the region', () => {
    const all = LOCALES;
    expect(preferredLocale('de-AT,de;q=0.9,en;q=0.8', all)).toBe('de');
    expect(preferredLocale('es-ES, fr;q=0.5, it;q=0.7', all)).toBe('it');
    expect(preferredLocale('fr;q=0, en', all)).toBe('en');
    expect(preferredLocale(['pt-BR', 'FR-ca'], all)).toBe('fr');
    expect(preferredLocale('es, pt', all)).toBeNull();
    expect(preferredLocale(undefined, all)).toBeNull();
    expect(preferredLocale('de', ['en'])).toBeNull();
  });

  it('reads the chosen locale from a cookie and ignores anything else', () => {
    expect(localeFromCookieHeader('currency=EUR; locale=fr')).toBe('fr');
    expect(localeFromCookieHeader('locale=xx')).toBeNull();
    expect(localeFromCookieHeader(undefined)).toBeNull();
    expect(localeCookieText('it')).toBe('locale=it; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
