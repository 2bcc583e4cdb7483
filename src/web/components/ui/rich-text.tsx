import DOMPurify from 'dompurify';
import { useMemo, type ComponentProps } from 'react';
import {
  isAllowedLink,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
} from '#domain/rich-text/allow-list.js';
import { cn } from '#web/lib/cn.js';
import { useRenderedByServer } from '#web/lib/hydration.js';

// The server sanitizes catalogue HTML when storing it; the client does it again (docs/api/README.md 'Validation')
// with the same allow-list: text formatting and http(s)/mailto links, no images, styles or other attributes.
const LINK_URI = new RegExp(`^(?:${RICH_TEXT_LINK_SCHEMES.join('|')}):`, 'i');

// Every link the storefront renders leaves the site with our rel, whatever the HTML said; one hook, added on
// first use (not on import: without a DOM, as in unit tests and server rendering, DOMPurify has no hooks).
let linkHookAdded = false;
function addLinkHook() {
  if (linkHookAdded) return;
  linkHookAdded = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href');
    if (href && isAllowedLink(href)) node.setAttribute('rel', RICH_TEXT_LINK_REL);
    else node.removeAttribute('href');
  });
}

export function sanitizeRichText(html: string): string {
  // Rendering on the server there is no DOM: the HTML is served as stored, which the server sanitized
  // with the same allow-list when it was saved; the browser sanitizes it again as it hydrates.
  if (!DOMPurify.isSupported) return html;
  addLinkHook();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: RICH_TEXT_TAGS,
    ALLOWED_ATTR: RICH_TEXT_ATTRIBUTES,
    ALLOWED_URI_REGEXP: LINK_URI,
  });
}

type RichTextProps = Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> & { html: string };

/**
 * Sanitized catalogue HTML (descriptions, itinerary days) in the site's reading style. HTML the server rendered
 * is already on screen when the browser hydrates it (sanitized by the server when stored): sanitizing it again
 * would protect nothing and cost the phone its time, so only HTML drawn in the browser is sanitized here.
 */
export function RichText({ html, className, ...props }: RichTextProps) {
  const byServer = useRenderedByServer();
  const clean = useMemo(() => (byServer ? html : sanitizeRichText(html)), [byServer, html]);
  return (
    <div
      className={cn(
        'prose-rich leading-relaxed text-ink/80',
        '[&_b]:font-semibold [&_b]:text-ink [&_strong]:text-ink',
        '[&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:my-3 [&_li+li]:mt-1',
        '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:text-ink [&_h4]:mt-5 [&_h4]:mb-1.5 [&_h4]:font-semibold [&_h4]:text-ink',
        '[&_a]:text-ink [&_a]:underline [&_a]:underline-offset-2',
        '[&_blockquote]:my-4 [&_blockquote]:border-l-2 [&_blockquote]:border-gold [&_blockquote]:pl-4 [&_blockquote]:italic',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: clean }}
      {...props}
    />
  );
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * Plain text of catalogue HTML cut at a word boundary, for meta descriptions (about 155
 * characters is what search results show). Pure string work, so it runs anywhere; React
 * escapes the result when it lands in an attribute.
 */
export function richTextExcerpt(html: string, maxLength = 155): string {
  const text = html
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/blockquote)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (entity, name: string) => ENTITIES[name.toLowerCase()] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const base = lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${base.replace(/[\s,;:.–-]+$/, '')}…`;
}
