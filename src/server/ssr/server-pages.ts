import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { currencyFromCookieHeader } from '#domain/currency/currency-cookie.js';
import type { PageRenderOptions, RenderPage } from '#domain/api/page-render.js';
import { TrackedRequestSchema, type TrackedRequest } from '#domain/api/requests-desk.js';
import type { Locale } from '#domain/i18n/locales.js';
import type { Database } from '#server/db/client.js';
import { safeUrl } from '#server/lib/log-safety.js';
import { encodedAtBest, encodedOnce } from '#server/lib/content-encoding.js';
import { createSingleFlight } from '#server/lib/single-flight.js';
import { pageUrlAsRead } from '#domain/page-query.js';
import { isPrivatePage } from '#server/plugins/private-pages.js';
import type { PageShells } from '#server/plugins/route-preloads.js';
import { createPlaceFinder, type PlaceFinder } from '#server/search/place-finder.js';
import { asJson, createCataloguePorts } from './catalogue-port.js';
import { composePage } from './compose-page.js';
import { createPageCache, type CachedPage } from './page-cache.js';
import { createRenderQueue, RenderQueueFull } from './render-queue.js';

/**
 * One render at a time, in the order asked (take-turns.ts). Measured with the cache off, 50 connections, after
 * 50 visitors gave up mid-render: p99 7.5 s without turns, 4.8 s two at a time, 3.3 s (PGlite) and 2.1 s
 * (PostgreSQL) one at a time, and no time-outs, for ~10 % fewer pages a second in that saturated case: renders
 * are CPU-bound on the one thread, and their database reads are short.
 */
const RENDERS_AT_ONCE = 1;
/** A render taking longer than this lets the next one start (a hung database read must not stop every page). */
const RENDER_TURN_LIMIT_MS = 5_000;
/**
 * Renders waiting their turn, from all visitors, and a client's own renders waiting or running: past either the
 * page is the site's "try again" page at once (503, Retry-After), decision 019. An uncached render costs ~10 ms of
 * the one thread, so a full queue is a wait of about a tenth of a second.
 */
const RENDERS_WAITING = 16;
const RENDERS_PER_CLIENT = 4;
/** Seconds a visitor turned away by a full queue is asked to wait; a failed render asks for longer. */
const BUSY_RETRY_SECONDS = 5;
const FAILED_RETRY_SECONDS = 30;

export type PageAnswer =
  | ({ kind: 'page' } & CachedPage)
  | { kind: 'redirect'; status: number; location: string }
  /** the API failed while rendering, or too many renders wait: 503 with Retry-After, never a blank screen */
  | { kind: 'unavailable'; html: string; retryAfterSeconds: number }
  /** an account page: the browser renders it from the shell */
  | { kind: 'client-only' };

export type ServerPages = (request: FastifyRequest, shells: PageShells) => Promise<PageAnswer>;

interface ServerPagesOptions {
  /** the built render entry (dist/ssr/entry-server.js) */
  entryPath: string;
  db: Database;
  /** the catalogue's newest version (catalogue-version.ts) */
  catalogueVersion: () => Promise<number>;
  /** the search's place index, for a list searched by typed text (`q`); made here when not given */
  places?: PlaceFinder;
  publicUrl: string;
  cacheSeconds: number;
  /** clients without a share of the render queue (`RATE_LIMIT_ALLOW`) */
  unlimitedClients?: readonly string[];
  /** the tracking API's own answer (use-cases/requests/track-request.ts), for the tracking page its link opens */
  trackRequest(input: { reference: string; key: string; locale: Locale }): Promise<TrackedRequest | null>;
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
  const catalogueAt = createCataloguePorts(
    options.db,
    options.places ?? createPlaceFinder(options.db, options.catalogueVersion),
  );
  const cache = createPageCache(options.cacheSeconds * 1000);
  const origin = options.publicUrl.replace(/\/$/, '');
  const trackedRequest: PageRenderOptions['trackedRequest'] = async (reference, key, locale) => {
    const found = await options.trackRequest({ reference, key, locale });
    return found && asJson(TrackedRequestSchema, found);
  };

  // With the cache on, visitors asking for one page while it renders wait for that render.
  const rendering = createSingleFlight<PageAnswer>();
  // Renders take turns, each in a turn of the event loop of its own (take-turns.ts), in a queue of bounded length.
  const renderQueue = createRenderQueue({
    width: RENDERS_AT_ONCE,
    holdLimitMs: RENDER_TURN_LIMIT_MS,
    waitingAtMost: RENDERS_WAITING,
    perClientAtMost: RENDERS_PER_CLIENT,
    unlimited: options.unlimitedClients,
  });

  /**
   * Renders a page and keeps it when it may be. `behind`: a copy is being served while this renders, so no
   * reader waits for it, and it is kept only once its brotli is at its best (Home's HTML 14.3 → 12.7 KB, inside
   * the first round trip of a phone's new connection). `personal`: a page of one visitor's own (a tracking link's),
   * never kept.
   */
  async function renderPage(
    client: string,
    version: number,
    currencyCode: string,
    url: string,
    shells: PageShells,
    { behind = false, personal = false } = {},
  ): Promise<PageAnswer> {
    const result = await renderQueue.run(client, () =>
      render(new Request(new URL(url, origin)), {
        catalogueIn: catalogueAt(version),
        currencyCode,
        origin,
        trackedRequest,
        personal,
      }),
    );
    if (result.kind === 'client-only' || result.kind === 'redirect') return result;
    if (result.kind === 'unavailable') throw result.error;
    const shell = result.app ? shells.app : shells.rendered(result.islands, result.banner);
    const html = composePage(shell, result);
    const kept = !personal && options.cacheSeconds > 0 && (result.status === 200 || result.status === 404);
    const encoded = kept && behind ? await encodedAtBest(html) : encodedOnce(html, { longLived: kept });
    const page = { status: result.status, html, encoded, noIndex: result.noIndex };
    if (kept) cache.set(version, currencyCode, url, page);
    return { kind: 'page', ...page };
  }

  const unavailable = (shells: PageShells, retryAfterSeconds: number): PageAnswer => ({
    kind: 'unavailable',
    html: composePage(shells.rendered([], null), { head: '', body: UNAVAILABLE_BODY }),
    retryAfterSeconds,
  });

  return async (request, shells) => {
    // Only what the page reads: `fbclid`, `utm_*` and the like neither key a copy of their own nor reach the render.
    const url = pageUrlAsRead(request.url);
    const client = request.ip;
    const currencyCode = currencyFromCookieHeader(request.headers.cookie) ?? 'USD';
    // A page with no copy at the newest version seen needs a render whatever the database says (versions only
    // grow): when the queue has no room for this visitor it is turned away before any read, so a flood of new
    // URLs costs no query and the database answers the cached pages and the API at once.
    if (!cache.holds(currencyCode, url) && !renderQueue.admits(client)) return unavailable(shells, BUSY_RETRY_SECONDS);
    try {
      const version = await options.catalogueVersion();
      // A page whose link carries a secret (the tracking page and its key) is one visitor's: rendered for each
      // asking, never kept nor shared with another reader of the same URL (private-pages.ts sends it `no-store`).
      if (isPrivatePage(url.split('?')[0] ?? '/')) {
        return await renderPage(client, version, currencyCode, url, shells, { personal: true });
      }
      const cached = cache.get(version, currencyCode, url);
      if (cached) return { kind: 'page', ...cached };
      if (options.cacheSeconds <= 0) return await renderPage(client, version, currencyCode, url, shells);
      const key = `${version}|${currencyCode}|${url}`;
      // A page whose time is up (its catalogue unchanged: a save changes the version) is served as it was while
      // it is rendered again behind it: no reader waits for a render, and every one gets the smallest bytes.
      // Prices may so wait a render longer for a moved exchange rate.
      const stale = cache.previous(version, currencyCode, url);
      if (stale) {
        rendering
          .run(key, () => renderPage(client, version, currencyCode, url, shells, { behind: true }))
          .catch((error: unknown) => {
            // A full queue renders it for a later reader; the copy is served meanwhile.
            if (!(error instanceof RenderQueueFull))
              options.log.error({ err: error, url: safeUrl(url) }, 'page render failed');
          });
        return { kind: 'page', ...stale };
      }
      return await rendering.run(key, () => renderPage(client, version, currencyCode, url, shells));
    } catch (error) {
      if (error instanceof RenderQueueFull) return unavailable(shells, BUSY_RETRY_SECONDS);
      options.log.error({ err: error, url: safeUrl(url) }, 'page render failed');
      return unavailable(shells, FAILED_RETRY_SECONDS);
    }
  };
}
