/**
 * A site path (`sitePaths.resetPassword.getHref(token)`) as the absolute URL a mail or the sitemap carries.
 * PUBLIC_URL may carry a path prefix (`https://example.org/shop`), so the path is appended, never resolved,
 * whether or not PUBLIC_URL ends in a slash.
 */
export function absoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
