import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFERED_LOCALES } from '#domain/i18n/locales.js';
import type { Destination, Trip } from '#domain/api/catalogue.js';
import { isSafariTrip } from '#domain/trips/classification.js';
import { trips } from '#server/db/schema/index.js';
import { call } from '#server/test/http.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';

const ORIGIN = 'https://www.kilele.example';

let ctx: TestContext;
beforeAll(async () => {
  // A trailing slash on purpose: URLs must still come out with a single one.
  ctx = await createTestApp({ env: { PUBLIC_URL: `${ORIGIN}/` } });
});
afterAll(() => ctx.close());

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
}

describe('GET /sitemap.xml', () => {
  it('answers cacheable XML with the static pages', async () => {
    const res = await ctx.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org/);
    const urls = locs(res.body);
    for (const path of ['/', '/tours', '/safaris', '/contact', '/about', '/faq', '/reviews', '/careers', '/blog']) {
      expect(urls).toContain(`${ORIGIN}${path}`);
    }
    for (const path of ['/press', '/privacy', '/terms']) expect(urls).toContain(`${ORIGIN}${path}`);
    expect(urls.every((url) => url.startsWith(`${ORIGIN}/`) && !url.startsWith(`${ORIGIN}//`))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
    // The back office is for staff: never offered to a crawler.
    expect(urls.filter((url) => url.includes('/admin'))).toEqual([]);
    // Nor a placeholder destination (/destinations/{slug}), which is marked noindex.
    expect(urls.filter((url) => url.includes('/destinations/'))).toEqual([]);
  });

  it('lists every published trip on its section page and every destination', async () => {
    const [tripList, destinationList, sitemap] = await Promise.all([
      call<{ trips: Trip[]; total: number }>(ctx.app, '/api/trips?limit=100'),
      call<{ destinations: Destination[]; total: number }>(ctx.app, '/api/destinations?limit=100'),
      ctx.app.inject('/sitemap.xml'),
    ]);
    const urls = locs(sitemap.body);
    const published = tripList.body.data.trips;
    expect(published.length).toBeGreaterThan(0);
    expect(published.length).toBe(tripList.body.data.total);
    for (const trip of published) {
      const section = isSafariTrip(trip) ? 'safari' : 'zanzibar-tour';
      expect(urls).toContain(`${ORIGIN}/${section}/${trip.uuid}`);
    }
    // Both sections are represented, so the classification really ran.
    expect(urls.some((url) => url.includes('/safari/'))).toBe(true);
    expect(urls.some((url) => url.includes('/zanzibar-tour/'))).toBe(true);

    const destinations = destinationList.body.data.destinations;
    expect(destinations.length).toBe(destinationList.body.data.total);
    for (const destination of destinations) expect(urls).toContain(`${ORIGIN}/destination/${destination.uuid}`);
    // Every page once in each offered language, English at its own path (`/de/safari/…` for German).
    expect(urls).toHaveLength((12 + published.length + destinations.length) * OFFERED_LOCALES.length);
    for (const locale of OFFERED_LOCALES.filter((l) => l !== 'en')) {
      expect(urls).toContain(`${ORIGIN}/${locale}`);
      expect(urls).toContain(`${ORIGIN}/${locale}/destination/${destinations[0]!.uuid}`);
    }
  });

  it('leaves out the unpublished trip', async () => {
    const drafts = await ctx.database.db.select({ uuid: trips.uuid }).from(trips).where(eq(trips.isPublished, false));
    expect(drafts.length).toBeGreaterThan(0);
    const res = await ctx.app.inject('/sitemap.xml');
    for (const draft of drafts) expect(res.body).not.toContain(draft.uuid);
  });
});

describe('GET /robots.txt', () => {
  it('allows crawling, keeps private paths out and points at the sitemap', async () => {
    const res = await ctx.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/dashboard', '/login', '/api/', '/admin']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
