import type { FastifyInstance } from 'fastify';
import { splitLocalePath } from '#domain/site-paths.js';

/**
 * Pages whose link carries a secret (the tracking page's key, a reset, confirmation or unsubscribe token), in any
 * language: no cache keeps them and no search engine lists them (docs/behaviour/tracking.md).
 */
const PRIVATE_PAGE = /^\/(?:requests\/[^/]+|reset-password|verify-email|unsubscribe)\/?$/;

export const isPrivatePage = (pathname: string): boolean => PRIVATE_PAGE.test(splitLocalePath(pathname).path);

/** Whatever serves such a page (the app shell today), its answer says `private, no-store` and `noindex`. */
export function registerPrivatePages(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && isPrivatePage(pathname)) {
      void reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
    }
    return payload;
  });
}
