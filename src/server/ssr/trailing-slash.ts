import { oneLeadingSlash } from './locale-redirect.js';

/**
 * A page asked with a trailing slash (`/about/`, `/de/`, `/tours/?sort=price`) belongs at its URL without it,
 * where its canonical points: the path trimmed, the query kept. Home (`/`) is already there (null); `//host/`
 * becomes `/host`, never another site.
 */
export function withoutTrailingSlash(url: string): string | null {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (pathname === '/' || !pathname.endsWith('/')) return null;
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  return `${oneLeadingSlash(pathname.replace(/\/+$/, '') || '/')}${query}`;
}
