import { describe, expect, it } from 'vitest';
import { serializePageData, type PageData } from './page-data.js';

const page = (text: string): PageData => ({
  queries: { mutations: [], queries: [] },
  islands: { 1: { name: 'search-bar', props: { label: text } } },
  origin: 'https://example.test',
  currency: 'USD',
  location: { pathname: '/', search: '' },
  locale: 'en',
  messages: {},
});

describe('serializePageData', () => {
  it('cannot close its script element or open a comment, and reads back to the same data', () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028 & >';
    const json = serializePageData(page(hostile));
    expect(json).not.toMatch(/<|>|\u2028/);
    expect(JSON.parse(json)).toEqual(page(hostile));
  });
});
