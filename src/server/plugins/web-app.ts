import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isPreviewPath, splitLocalePath } from '#domain/site-paths.js';
import { pickEncoding } from '#server/lib/content-encoding.js';
import { withLang } from '#server/ssr/compose-page.js';
import { localeRedirect } from '#server/ssr/locale-redirect.js';
import { withoutTrailingSlash } from '#server/ssr/trailing-slash.js';
import type { ServerPages } from '#server/ssr/server-pages.js';
import { methodNotAllowed } from './method-not-allowed.js';
import { createPageShells } from './route-preloads.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const IMAGES = 'public, max-age=86400, stale-while-revalidate=604800';

/** `/admin` and everything under it, but not a storefront path that merely starts with the letters. */
const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/**
 * Serves the built site: hashed assets cached for a year, images for a day, the public pages rendered
 * by the server and the app shell for the others (neither cached by the browser, so a deploy is picked up).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  serverPages: ServerPages | null = null,
): Promise<void> {
  const root = resolve(distDir);
  const shellPath = join(root, 'index.html');
  const hasShell = existsSync(shellPath);
  const adminPath = join(root, 'admin.html');
  // The back office is its own small app (its own entry and chunks), so the storefront loads none of it.
  const adminShell = existsSync(adminPath) ? readFileSync(adminPath, 'utf8') : undefined;
  if (existsSync(root)) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: false,
      // build.mjs writes .br and .gz twins of every text asset
      preCompressed: true,
      setHeaders(res, path) {
        if (path.includes('/assets/')) res.header('cache-control', IMMUTABLE);
        else if (path.includes('/images/') || path.includes('/fonts/')) res.header('cache-control', IMAGES);
        else res.header('cache-control', 'public, max-age=3600');
        if (path.endsWith('admin.html')) res.header('x-robots-tag', 'noindex, nofollow');
      },
    });
  }
  const shells = hasShell ? createPageShells(readFileSync(shellPath, 'utf8'), root) : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const wrongMethod = methodNotAllowed(request);
    if (wrongMethod) throw wrongMethod;
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]{2,5}$/i.test(pathname);
    if (adminShell && wantsPage && isAdminPath(pathname)) {
      return reply
        .code(200)
        .header('cache-control', 'no-cache')
        .header('x-robots-tag', 'noindex, nofollow')
        .type('text/html; charset=utf-8')
        .send(adminShell);
    }
    if (shells && wantsPage) {
      // One URL per page: the one its canonical names, without a trailing slash.
      const trimmed = withoutTrailingSlash(request.url);
      if (trimmed) return reply.redirect(trimmed, 301);
      const elsewhere = localeRedirect(request.url, request.headers.cookie);
      // `vary`: the same English URL opens in the language a visitor chose (their cookie).
      if (elsewhere) return reply.header('vary', 'cookie').redirect(elsewhere.location, elsewhere.status);
    }
    if (shells && wantsPage && isPreviewPath(splitLocalePath(pathname).path)) {
      // A draft preview: the browser renders it with the link's token; no copy is kept anywhere.
      return reply
        .code(200)
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex, nofollow')
        .type('text/html; charset=utf-8')
        .send(shells.app);
    }
    if (shells && wantsPage) {
      const answer = serverPages ? await serverPages(request, shells) : { kind: 'client-only' as const };
      void reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      switch (answer.kind) {
        case 'page': {
          // Not a route, so @fastify/compress does not see it: the page brings its own compressed bytes.
          const encoding = pickEncoding(request.headers['accept-encoding']);
          if (encoding !== 'identity') void reply.header('content-encoding', encoding);
          // Its robots meta, for crawlers that read headers first.
          if (answer.noIndex) void reply.header('x-robots-tag', 'noindex');
          const bytes = await answer.encoded(encoding);
          return reply.code(answer.status).header('vary', 'accept-encoding').send(bytes);
        }
        case 'redirect':
          return reply.redirect(answer.location, answer.status);
        case 'unavailable':
          return reply
            .code(503)
            .header('retry-after', String(answer.retryAfterSeconds))
            .header('cache-control', 'no-store')
            .send(answer.html);
        case 'client-only':
          // An account page: the browser renders it, in the language of its URL.
          return reply.code(200).send(withLang(shells.app, splitLocalePath(pathname).locale));
      }
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
