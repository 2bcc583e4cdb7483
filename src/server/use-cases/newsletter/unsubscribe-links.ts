import { sitePaths } from '#domain/site-paths.js';
import { absoluteUrl } from '#server/lib/public-url.js';
import type { UnsubscribeLinks } from '#server/mail/templates/newsletter-welcome.js';

/**
 * The links a newsletter mail carries for one subscriber's token: the page, and the API's own
 * POST /unsubscribe (routes/api/requests/unsubscribe.ts) for a mail program's one-click button.
 */
export function unsubscribeLinks(publicUrl: string, token: string): UnsubscribeLinks {
  return {
    page: absoluteUrl(publicUrl, sitePaths.unsubscribe.getHref(token)),
    oneClick: absoluteUrl(publicUrl, `/api/unsubscribe?token=${encodeURIComponent(token)}`),
  };
}
