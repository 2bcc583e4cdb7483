import { describe, expect, it } from 'vitest';
import { sitePaths } from '#domain/site-paths.js';
import { absoluteUrl } from './public-url.js';

describe('absoluteUrl', () => {
  it('joins the public URL and a path with exactly one slash', () => {
    expect(absoluteUrl('https://kilele.example', '/tours')).toBe('https://kilele.example/tours');
    expect(absoluteUrl('https://kilele.example/', '/tours')).toBe('https://kilele.example/tours');
    expect(absoluteUrl('https://kilele.example//', 'faq')).toBe('https://kilele.example/faq');
  });

  it('keeps a path prefix of the public URL and the link’s own query', () => {
    expect(absoluteUrl('https://example.org/shop/', sitePaths.resetPassword.getHref('a b&c'))).toBe(
      'https://example.org/shop/reset-password?token=a%20b%26c',
    );
    expect(absoluteUrl('https://example.org/shop', sitePaths.staffSetPassword.getHref('t1'))).toBe(
      'https://example.org/shop/admin/set-password?token=t1',
    );
  });
});
