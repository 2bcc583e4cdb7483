import sanitizeHtml from 'sanitize-html';
import {
  isAllowedLink,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_ATTRIBUTE,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
} from '#domain/rich-text/allow-list.js';
import { nestAsParsed } from './rich-text-nesting.js';

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: RICH_TEXT_TAGS,
  allowedAttributes: { a: RICH_TEXT_ATTRIBUTES },
  allowedSchemes: RICH_TEXT_LINK_SCHEMES,
  allowedSchemesAppliedToAttributes: [RICH_TEXT_LINK_ATTRIBUTE],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Whatever rel was sent, the stored one is ours. A link to anywhere else keeps only its text: the `a` loses
  // every attribute here and is left out below, its content kept. (Renaming it to a disallowed tag instead
  // made sanitize-html close the next link with that name, `<a …>ok</span>`, an unclosed link.)
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag =>
      attribs.href && isAllowedLink(attribs.href)
        ? { tagName, attribs: { href: attribs.href.trim(), rel: RICH_TEXT_LINK_REL } }
        : { tagName, attribs: {} },
  },
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/**
 * Descriptions and itinerary texts are stored as the storefront's small, safe subset of HTML, well-formed and
 * nested as a browser parses it (rich-text-nesting.ts), so the page hydrates as it was rendered.
 */
export function sanitizeRichText(html: string): string {
  return nestAsParsed(sanitizeHtml(html, RICH_TEXT)).trim();
}
