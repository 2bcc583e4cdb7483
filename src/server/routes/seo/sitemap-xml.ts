import { LOCALES, type Locale } from '#domain/i18n/locales.js';
import { localizedHref } from '#domain/site-paths.js';

/** The five characters XML gives a meaning to, escaped so a URL can sit inside <loc>. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);
}

/** Each site path in every offered locale, the pages of one path together (English first). */
export function inEveryLocale(paths: readonly string[], offered: readonly Locale[]): string[] {
  return paths.flatMap((path) => offered.map((locale) => localizedHref(locale, path)));
}

/** A sitemaps.org urlset; each URL appears once, in the order given. */
export function sitemapXml(urls: readonly string[]): string {
  const entries = [...new Set(urls)].map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers may go anywhere but the private and machine-facing paths. */
export function robotsTxt(sitemapUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // A visitor's own pages, in every language.
    ...LOCALES.flatMap((locale) => ['/dashboard', '/login'].map((path) => `Disallow: ${localizedHref(locale, path)}`)),
    'Disallow: /api/',
    // The back office: staff only, nothing a search engine should list.
    'Disallow: /admin',
    // Draft previews: a signed link for staff, never a page of the site.
    'Disallow: /preview/',
    // The language switcher's links: each page names its languages in hreflang.
    'Disallow: /language',
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
