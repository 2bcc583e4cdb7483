import { describe, expect, it } from 'vitest';
import { cutHtml, fillHtml } from './cut-html.js';

describe('HTML cut at its placeholders', () => {
  it('fills each slot by its number and keeps the text around them', () => {
    const cut = cutHtml('<p>a</p><!--island:2--><i>b</i><!--island:10-->', /<!--island:(\d+)-->/g);
    expect(cut.slots).toEqual([2, 10]);
    expect(fillHtml(cut, (n) => `[${n}]`)).toBe('<p>a</p>[2]<i>b</i>[10]');
  });

  it('is the HTML itself when it has no placeholder', () => {
    const cut = cutHtml('<p>plain</p>', /<!--island:(\d+)-->/g);
    expect(cut.slots).toEqual([]);
    expect(fillHtml(cut, () => 'never')).toBe('<p>plain</p>');
  });
});
