import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.js';

describe('sanitizeRichText (server)', () => {
  it('keeps the formatting tags and drops scripts, handlers, images and styles', () => {
    expect(
      sanitizeRichText(
        '<h3 style="x">T</h3><p onclick="x()">a <b>b</b> <em>c</em></p><script>alert(1)</script><img src=x onerror="alert(1)"><ul><li>d</li></ul>',
      ),
    ).toBe('<h3>T</h3><p>a <b>b</b> <em>c</em></p><ul><li>d</li></ul>');
  });

  it('keeps http, https and mailto links with rel="noopener nofollow", and nothing else of a link', () => {
    expect(sanitizeRichText('<a href="https://x.org/a" target="_blank" rel="opener" class="c">x</a>')).toBe(
      '<a href="https://x.org/a" rel="noopener nofollow">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:hi@x.org">m</a>')).toBe(
      '<a href="mailto:hi@x.org" rel="noopener nofollow">m</a>',
    );
    expect(sanitizeRichText('<p><a href="javascript:alert(1)">j</a></p>')).toBe('<p>j</p>');
    expect(sanitizeRichText('<p><a href="data:text/html,x">d</a><a href="/relative">r</a><a>n</a></p>')).toBe(
      '<p>drn</p>',
    );
  });
});
