import { describe, expect, it } from 'vitest';
import { richTextExcerpt } from './rich-text.js';

describe('richTextExcerpt', () => {
  it('strips tags, decodes common entities and collapses white space', () => {
    expect(richTextExcerpt('<p><strong>Stone Town</strong> &amp; the   sea</p><p>Second</p>')).toBe(
      'Stone Town & the sea Second',
    );
  });

  it('keeps short text whole', () => {
    expect(richTextExcerpt('<p>Short.</p>')).toBe('Short.');
  });

  it('cuts long text at a word boundary with an ellipsis, within the limit', () => {
    const html = `<p>${'word '.repeat(60)}</p>`;
    const excerpt = richTextExcerpt(html, 155);
    expect(excerpt.length).toBeLessThanOrEqual(155);
    expect(excerpt.endsWith('word…')).toBe(true);
  });

  it('separates block elements so words do not run together', () => {
    expect(richTextExcerpt('<ul><li>One</li><li>Two</li></ul>')).toBe('One Two');
  });

  it('gives an empty string for empty HTML', () => {
    expect(richTextExcerpt('')).toBe('');
  });
});
