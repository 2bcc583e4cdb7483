import { sitePaths } from '#domain/site-paths.js';
import type { UnsubscribeLinks } from '#server/mail/templates/newsletter-welcome.js';

/**
 * The links a newsletter mail carries for one subscriber's token. PUBLIC_URL may carry a path prefix,
 * so the paths are appended rather than resolved.
 */
export function unsubscribeLinks(publicUrl: string, token: string): UnsubscribeLinks {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    page: `${base}${sitePaths.unsubscribe.getHref(token)}`,
    oneClick: `${base}/api/unsubscribe?token=${encodeURIComponent(token)}`,
  };
}
