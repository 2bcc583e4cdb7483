/**
 * The one list of what catalogue HTML may hold (descriptions, itinerary days): text formatting and links.
 * The server stores only this (src/server/lib/sanitize.ts) and the storefront renders only this
 * (src/web/components/ui/rich-text.tsx), so what the editor saves is what a visitor sees.
 */
export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a'];

/** The only attribute kept as written, on `a` only. */
export const RICH_TEXT_LINK_ATTRIBUTE = 'href';

/** The attributes an `a` may have once sanitized: where it goes, and the `rel` both sides set themselves. */
export const RICH_TEXT_ATTRIBUTES = [RICH_TEXT_LINK_ATTRIBUTE, 'rel'];

/** A link goes to a web page or opens an e-mail; nothing else (no javascript:, data:, relative paths). */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto'];

/** Every link leaves the site without handing it the page or vouching for it. */
export const RICH_TEXT_LINK_REL = 'noopener nofollow';

/** True for an href the allow-list keeps. */
export function isAllowedLink(href: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href.trim())?.[1]?.toLowerCase();
  return scheme !== undefined && RICH_TEXT_LINK_SCHEMES.includes(scheme);
}
