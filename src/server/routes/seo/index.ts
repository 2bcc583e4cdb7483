import type { FastifyPluginAsync } from 'fastify';
import type { Destination, Trip } from '#domain/api/catalogue.js';
import { OFFERED_LOCALES } from '#domain/i18n/locales.js';
import { sitePaths, type SitePage } from '#domain/site-paths.js';
import { tripHref } from '#domain/trips/trip-href.js';
import { createCatalogueRepository, type CatalogueRepository } from '#server/repositories/catalogue-repository.js';
import { collectPages } from './collect-pages.js';
import { absoluteUrl } from '#server/lib/public-url.js';
import { inEveryLocale, robotsTxt, sitemapXml } from './sitemap-xml.js';

/** The pages every visitor can reach without an id. */
const STATIC_SITEMAP_PAGES: SitePage[] = [
  'home',
  'tours',
  'safaris',
  'contact',
  'about',
  'faq',
  'reviews',
  'careers',
  'blog',
  'press',
  'privacy',
  'terms',
];
export const STATIC_SITEMAP_PATHS = STATIC_SITEMAP_PAGES.map((page) => sitePaths[page].path);

const CACHE_CONTROL = 'public, max-age=3600';

async function catalogueUrls(catalogue: CatalogueRepository): Promise<string[]> {
  const [trips, destinations] = await Promise.all([
    collectPages<Trip>(async (page) => {
      const { trips: rows, total } = await catalogue.listTrips(page);
      return { rows, total };
    }),
    collectPages<Destination>(async (page) => {
      const { destinations: rows, total } = await catalogue.listDestinations(page);
      return { rows, total };
    }),
  ]);
  return [
    // listTrips answers published trips only, so drafts never reach the sitemap.
    ...trips.map((trip) => tripHref(trip)),
    ...destinations.map((destination) => sitePaths.destination.getHref(destination.uuid)),
  ];
}

/** GET /sitemap.xml and GET /robots.txt, outside /api: crawlers look for them at the root. */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const catalogue = createCatalogueRepository(app.db);
  const publicUrl = app.env.PUBLIC_URL;

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const paths = inEveryLocale([...STATIC_SITEMAP_PATHS, ...(await catalogueUrls(catalogue))], OFFERED_LOCALES);
    return reply
      .header('cache-control', CACHE_CONTROL)
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(paths.map((path) => absoluteUrl(publicUrl, path))));
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(absoluteUrl(publicUrl, '/sitemap.xml'))),
  );
};
