import DOMPurify from 'dompurify';
import { useMemo, type ComponentProps } from 'react';
import { cn } from '#web/lib/cn.js';

// The server sanitizes catalogue HTML when storing it; the client does it again (docs/api/README.md 'Validation'),
// allowing only text formatting: no links, images, styles or attributes of any kind.
const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote'];

export function sanitizeRichText(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [] });
}

type RichTextProps = Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> & { html: string };

/** Sanitized catalogue HTML (descriptions, itinerary days) in the site's reading style. */
export function RichText({ html, className, ...props }: RichTextProps) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return (
    <div
      className={cn(
        'prose-rich leading-relaxed text-ink/80',
        '[&_b]:font-semibold [&_b]:text-ink [&_strong]:text-ink',
        '[&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:my-3 [&_li+li]:mt-1',
        '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:text-ink [&_h4]:mt-5 [&_h4]:mb-1.5 [&_h4]:font-semibold [&_h4]:text-ink',
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
