import fc from 'fast-check';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { isAllowedLink } from '#domain/rich-text/allow-list.js';
import { sanitizeRichText } from './sanitize.js';

// Whatever HTML an editor (or an attacker with a staff token) sends, what is stored is well-formed: a tag left
// open would swallow the rest of the page and break its hydration.

const VOID = new Set(['br']);

/** The tags of `html` in order; null when one closes out of order or one is left open. */
function unbalanced(html: string): string | null {
  const stack: string[] = [];
  for (const [, closing, name] of html.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>/g)) {
    if (VOID.has(name!)) continue;
    if (!closing) stack.push(name!);
    else if (stack.pop() !== name) return `</${name}> closes ${stack.at(-1) ?? 'nothing'}`;
  }
  return stack.length ? `<${stack.join('><')}> left open` : null;
}

const window = new Window();
/** The HTML as a browser parses and writes it back. */
function reparsed(html: string): string {
  const box = window.document.createElement('div');
  box.innerHTML = html;
  return box.innerHTML;
}
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);

const href = fc.oneof(
  fc.constantFrom(
    'javascript:x',
    ' JavaScript:alert(1)',
    'java\tscript:x',
    'jav&#x09;ascript:x',
    'data:text/html,x',
    'vbscript:x',
    '/relative',
    '//evil.example',
    'https://ok.example',
    'http://ok.example/a?b=1&c=2',
    'mailto:hi@ok.example',
    '',
  ),
  fc.webUrl(),
);
const text = fc.oneof(fc.constantFrom('bad', 'ok', 'a < b', 'x & y', '"q"', "'", '>'), fc.string({ maxLength: 8 }));
const tag = fc.constantFrom('p', 'b', 'i', 'em', 'strong', 'ul', 'ol', 'li', 'h3', 'blockquote', 'span', 'div', 'h1');

const html: fc.Arbitrary<string> = fc.letrec<{ node: string; nodes: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.constantFrom(
      '<br>',
      '<br/>',
      '<img src=x onerror=alert(1)>',
      '<script>alert(1)</script>',
      '</a>',
      '</p>',
      '<a>',
    ),
    fc.tuple(href, tie('nodes')).map(([h, inner]) => `<a href="${h}">${inner}</a>`),
    fc.tuple(tag, tie('nodes')).map(([name, inner]) => `<${name}>${inner}</${name}>`),
    fc.tuple(tag, tie('nodes')).map(([name, inner]) => `<${name}>${inner}`),
  ),
  nodes: fc.array(tie('node'), { maxLength: 4 }).map((parts) => parts.join('')),
})).nodes;

describe('sanitizeRichText: always well-formed', () => {
  it('keeps a good link after a refused one, and closes each as it opened', () => {
    const out = sanitizeRichText('<a href="javascript:x">bad</a><a href="https://ok.example">ok</a><p>after</p>');
    expect(out).toBe('bad<a href="https://ok.example" rel="noopener nofollow">ok</a><p>after</p>');
  });

  it('answers balanced tags, stable when parsed again or sanitised again, with only allowed links', () => {
    fc.assert(
      fc.property(html, (input) => {
        const out = sanitizeRichText(input);
        expect(unbalanced(out), out).toBeNull();
        expect(sanitizeRichText(out)).toBe(out);
        expect(reparsed(out).replaceAll('<br>', '<br />')).toBe(out);
        for (const link of hrefs(out)) expect(isAllowedLink(link), link).toBe(true);
        expect(out.toLowerCase()).not.toMatch(/javascript:|<script|onerror/);
      }),
      { numRuns: 500 },
    );
  });
});
