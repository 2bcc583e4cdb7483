import { describe, expect, it } from 'vitest';
import { richTextToPlain } from './plain-text.js';

describe('richTextToPlain', () => {
  it('keeps the words of the rich text, a paragraph or list item per line', () => {
    expect(richTextToPlain('<p>Drive to <strong>Mikumi</strong>.</p><ul><li>Lunch</li><li>Game drive</li></ul>')).toBe(
      'Drive to Mikumi.\nLunch\nGame drive',
    );
  });

  it('reads entities and folds spacing', () => {
    expect(richTextToPlain('<p>Tea &amp; coffee&nbsp;&#8211;  &#x263A; &lt;b&gt;</p>')).toBe('Tea & coffee – ☺ <b>');
    expect(richTextToPlain('  plain\n\n text  ')).toBe('plain\ntext');
    expect(richTextToPlain('&bogus; &#0;')).toBe('&bogus; &#0;');
  });
});
