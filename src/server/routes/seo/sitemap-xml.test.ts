import { describe, expect, it } from 'vitest';
import { escapeXml, inEveryLocale, robotsTxt, sitemapXml } from './sitemap-xml.js';

describe('sitemap helpers', () => {
  it('escapes the characters XML reserves', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('lists each URL once inside a urlset', () => {
    const xml = sitemapXml(['https://a.example/', 'https://a.example/?x=1&y=2', 'https://a.example/']);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml.match(/<loc>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>https://a.example/?x=1&amp;y=2</loc>');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('allows everything except the private paths and names the sitemap', () => {
    const text = robotsTxt('https://a.example/sitemap.xml');
    expect(text).toContain('User-agent: *\nAllow: /\n');
    for (const path of ['/dashboard', '/login', '/api/']) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain('Sitemap: https://a.example/sitemap.xml');
  });
});

describe('inEveryLocale', () => {
  it('lists each page in every offered locale, English at its own path', () => {
    expect(inEveryLocale(['/', '/safari/u1'], ['en', 'de', 'fr'])).toEqual([
      '/',
      '/de',
      '/fr',
      '/safari/u1',
      '/de/safari/u1',
      '/fr/safari/u1',
    ]);
    expect(inEveryLocale(['/tours'], ['en'])).toEqual(['/tours']);
  });
});
