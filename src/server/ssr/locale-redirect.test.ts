import { describe, expect, it } from 'vitest';
import { localeRedirect } from './locale-redirect.js';

const ALL = ['en', 'it', 'de', 'fr'] as const;

describe('localeRedirect', () => {
  it('moves /en/… to the English page itself, for good, keeping the query', () => {
    expect(localeRedirect('/en/safaris?location=3', undefined, ALL)).toEqual({
      status: 301,
      location: '/safaris?location=3',
    });
    expect(localeRedirect('/en', undefined, ALL)).toEqual({ status: 301, location: '/' });
  });

  it('opens an English URL in the language the visitor chose, when it is offered', () => {
    expect(localeRedirect('/safaris?location=3', 'currency=EUR; locale=de', ALL)).toEqual({
      status: 302,
      location: '/de/safaris?location=3',
    });
    expect(localeRedirect('/', 'locale=fr', ALL)).toEqual({ status: 302, location: '/fr' });
    expect(localeRedirect('/safaris', 'locale=de', ['en'])).toBeNull();
  });

  it('leaves alone a page in its language, a visitor who chose English and a first visit', () => {
    expect(localeRedirect('/de/safaris', 'locale=fr', ALL)).toBeNull();
    expect(localeRedirect('/safaris', 'locale=en', ALL)).toBeNull();
    expect(localeRedirect('/safaris', undefined, ALL)).toBeNull();
    expect(localeRedirect('/safaris', 'locale=es', ALL)).toBeNull();
  });

  it('never names another site: leading slashes and backslashes become one slash', () => {
    expect(localeRedirect('/en//evil.example/x?y=1', undefined, ALL)).toEqual({
      status: 301,
      location: '/evil.example/x?y=1',
    });
    expect(localeRedirect('/en/\\evil.example', undefined, ALL)?.location).toBe('/evil.example');
    expect(localeRedirect('//evil.example', 'locale=de', ALL)?.location).toBe('/de/evil.example');
  });
});
