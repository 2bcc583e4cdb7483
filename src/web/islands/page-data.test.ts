import { describe, expect, it } from 'vitest';
import { knownJson, serializePageData, type PageData } from './page-data.js';

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

  it('reads back to the same queries, each query’s data written once per object and safe like the rest', () => {
    const trip = { name: 'Stone Town </script> walk', notes: ['\u2029', '<!--'] };
    const data: PageData = {
      ...page('x'),
      queries: {
        mutations: [],
        queries: [
          { dehydratedAt: 5, queryKey: ['trip'], queryHash: '["trip"]', state: state(trip, 1) },
          { dehydratedAt: 5, queryKey: ['count'], queryHash: '["count"]', state: state(0, 2) },
          {
            dehydratedAt: 5,
            queryKey: ['pending'],
            queryHash: '["pending"]',
            state: { ...state(undefined, 0), status: 'pending' },
          },
        ],
      },
    };
    const json = serializePageData(data);
    expect(json).not.toMatch(/<|>|\u2029/);
    expect(JSON.parse(json)).toEqual(data);
    // The same data on the next page, its times new: the data's JSON is the one made before, the times are new.
    const next = {
      ...data,
      queries: { mutations: [], queries: [{ ...data.queries.queries[0]!, state: state(trip, 9) }] },
    };
    expect(JSON.parse(serializePageData(next))).toEqual(next);
  });

  it('writes an island’s props as the JSON made for them as it registered, made safe like the rest', () => {
    const props = knownJson({ label: '</script>' }, '{"label":"</script>"}');
    const json = serializePageData({ ...page('x'), islands: { 3: { name: 'search-bar', props } } });
    expect(json).toContain('"3":{"name":"search-bar","props":{"label":"\\u003c/script\\u003e"}}');
    expect(JSON.parse(json).islands).toEqual({ 3: { name: 'search-bar', props: { label: '</script>' } } });
  });
});

function state(data: unknown, at: number) {
  return {
    data,
    dataUpdateCount: 1,
    dataUpdatedAt: at,
    error: null,
    errorUpdateCount: 0,
    errorUpdatedAt: 0,
    fetchFailureCount: 0,
    fetchFailureReason: null,
    fetchMeta: null,
    isInvalidated: false,
    status: 'success' as const,
    fetchStatus: 'idle' as const,
  };
}
