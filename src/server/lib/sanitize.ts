import sanitizeHtml from 'sanitize-html';
import {
  isAllowedLink,
  RICH_TEXT_LINK_ATTRIBUTE,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
} from '#domain/rich-text/allow-list.js';

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: RICH_TEXT_TAGS,
  allowedAttributes: { a: [RICH_TEXT_LINK_ATTRIBUTE, 'rel'] },
  allowedSchemes: RICH_TEXT_LINK_SCHEMES,
  allowedSchemesAppliedToAttributes: [RICH_TEXT_LINK_ATTRIBUTE],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Whatever rel was sent, the stored one is ours; a link to anywhere else becomes its text alone
  // (a `span`, which is not allowed, so only its text stays).
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag =>
      attribs.href && isAllowedLink(attribs.href)
        ? { tagName, attribs: { href: attribs.href.trim(), rel: RICH_TEXT_LINK_REL } }
        : { tagName: 'span', attribs: {} },
  },
};

/** Descriptions and itinerary texts are stored as the storefront's small, safe subset of HTML. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}
