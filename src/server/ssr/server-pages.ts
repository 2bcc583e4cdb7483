import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { currencyFromCookieHeader } from '#domain/currency/currency-cookie.js';
import type { RenderPage } from '#domain/api/page-render.js';
import type { Database } from '#server/db/client.js';
import { safeUrl } from '#server/lib/log-safety.js';
import { encodedAtBest, encodedOnce } from '#server/lib/content-encoding.js';
import { createSingleFlight } from '#server/lib/single-flight.js';
import { createTurnTaking } from '#server/lib/take-turns.js';
import type { PageShells } from '#server/plugins/route-preloads.js';
import { readCatalogueVersion } from '#server/repositories/catalogue-version.js';
import { createCataloguePorts } from './catalogue-port.js';
import { composePage } from './compose-page.js';
import { createPageCache, type CachedPage } from './page-cache.js';

/**
 * One render at a time, in the order asked (take-turns.ts). Measured with the cache off, 50 connections, after
 * 50 visitors gave up mid-render: p99 7.5 s without turns, 4.8 s two at a time, 3.3 s (PGlite) and 2.1 s
 * (PostgreSQL) one at a time, and no time-outs, for ~10 % fewer pages a second in that saturated case: renders
 * are CPU-bound on the one thread, and their database reads are short.
 */
const RENDERS_AT_ONCE = 1;
/** A render taking longer than this lets the next one start (a hung database read must not stop every page). */
const RENDER_TURN_LIMIT_MS = 5_000;

export type PageAnswer =
  | ({ kind: 'page' } & CachedPage)
  | { kind: 'redirect'; status: number; location: string }
  /** the API failed while rendering: 503 with Retry-After, never a blank screen */
  | { kind: 'unavailable'; html: string }
  /** an account page: the browser renders it from the shell */
  | { kind: 'client-only' };

export type ServerPages = (request: FastifyRequest, shells: PageShells) => Promise<PageAnswer>;

interface ServerPagesOptions {
  /** the built render entry (dist/ssr/entry-server.js) */
  entryPath: string;
  db: Database;
  publicUrl: string;
  cacheSeconds: number;
  log: FastifyBaseLogger;
}

// The classes of the app's own error page (route-error.tsx), so the stylesheet already has them.
const UNAVAILABLE_BODY =
  '<main class="mx-auto max-w-xl px-6 py-24 text-center"><h1 class="font-display text-3xl">We will be right back</h1>' +
  '<p class="mt-4 text-ink/75">This page could not be loaded just now. Please try again in a minute.</p>' +
  '<p class="mt-8"><a class="underline" href="/">Return Home</a></p></main>';

/**
 * Public pages rendered on the server from the built render entry, cached per catalogue version,
 * currency and URL, and served a while past their time as they are rendered again; a page asked for by many
 * visitors while it renders is rendered once. Null when the site was built without the entry (the API tests' bare shells).
 */
export async function createServerPages(options: ServerPagesOptions): Promise<ServerPages | null> {
  if (!existsSync(options.entryPath)) return null;
  const { render } = (await import(pathToFileURL(options.entryPath).href)) as { render: RenderPage };
  const catalogueIn = createCataloguePorts(options.db);
  const cache = createPageCache(options.cacheSeconds * 1000);
  const origin = options.publicUrl.replace(/\/$/, '');

  // With the cache on, visitors asking for one page while it renders wait for that render.
  const rendering = createSingleFlight<PageAnswer>();
  // Renders take turns, each in a turn of the event loop of its own (take-turns.ts).
  const renderTurns = createTurnTaking(RENDERS_AT_ONCE, RENDER_TURN_LIMIT_MS);

  /**
   * Renders a page and keeps it when it may be. `behind`: a copy is being served while this renders, so no
   * reader waits for it, and it is kept only once its brotli is at its best (Home's HTML 14.3 → 12.7 KB, inside
   * the first round trip of a phone's new connection).
   */
  async function renderPage(
    version: number,
    currencyCode: string,
    url: string,
    shells: PageShells,
    behind = false,
  ): Promise<PageAnswer> {
    const result = await renderTurns.run(() =>
      render(new Request(new URL(url, origin)), { catalogueIn, currencyCode, origin }),
    );
    if (result.kind === 'client-only' || result.kind === 'redirect') return result;
    if (result.kind === 'unavailable') throw result.error;
    const html = composePage(shells.rendered(result.islands, result.banner), result);
    const kept = options.cacheSeconds > 0 && (result.status === 200 || result.status === 404);
    const encoded = kept && behind ? await encodedAtBest(html) : encodedOnce(html, { longLived: kept });
    const page = { status: result.status, html, encoded };
    if (kept) cache.set(version, currencyCode, url, page);
    return { kind: 'page', ...page };
  }

  return async (request, shells) => {
    const url = request.url;
    const currencyCode = currencyFromCookieHeader(request.headers.cookie) ?? 'USD';
    try {
      const version = await readCatalogueVersion(options.db);
      const cached = cache.get(version, currencyCode, url);
      if (cached) return { kind: 'page', ...cached };
      if (options.cacheSeconds <= 0) return await renderPage(version, currencyCode, url, shells);
      const key = `${version}|${currencyCode}|${url}`;
      // A page whose time is up (its catalogue unchanged: a save changes the version) is served as it was while
      // it is rendered again behind it: no reader waits for a render, and every one gets the smallest bytes.
      // Prices may so wait a render longer for a moved exchange rate.
      const stale = cache.previous(version, currencyCode, url);
      if (stale) {
        rendering
          .run(key, () => renderPage(version, currencyCode, url, shells, true))
          .catch((error: unknown) => options.log.error({ err: error, url: safeUrl(url) }, 'page render failed'));
        return { kind: 'page', ...stale };
      }
      return await rendering.run(key, () => renderPage(version, currencyCode, url, shells));
    } catch (error) {
      options.log.error({ err: error, url: safeUrl(url) }, 'page render failed');
      return {
        kind: 'unavailable',
        html: composePage(shells.rendered([], null), { head: '', body: UNAVAILABLE_BODY }),
      };
    }
  };
}
