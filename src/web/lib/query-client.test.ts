import { QueryClient, skipToken, type QueryKey, type QueryObserverOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.js';

const DEFAULTS = { staleTime: 5 * 60 * 1000, retry: 1, refetchOnWindowFocus: false };
const fetchOne = () => Promise.resolve(1);
const hashFirst = (key: QueryKey) => `first:${String(key[0])}`;

const cases: Record<string, QueryObserverOptions & { persister?: unknown }> = {
  'plain options': { queryKey: ['trips', 'detail', 'a1'], queryFn: fetchOne },
  'its own stale time and retry': { queryKey: ['exchange-rate', 'EUR'], queryFn: fetchOne, staleTime: 1, retry: 0 },
  'an object in the key': { queryKey: ['destinations', { offset: 0, limit: 50 }], queryFn: fetchOne },
  'disabled by skipToken': { queryKey: ['cart'], queryFn: skipToken },
  suspense: { queryKey: ['splash'], queryFn: fetchOne, suspense: true },
  'a network mode of its own': { queryKey: ['me'], queryFn: fetchOne, networkMode: 'always' },
  'a hash function of its own': { queryKey: ['x', 1], queryFn: fetchOne, queryKeyHashFn: hashFirst },
  'a hash given': { queryKey: ['y'], queryFn: fetchOne, queryHash: 'given' },
  'a persister': { queryKey: ['z'], queryFn: fetchOne, persister: fetchOne },
};

describe('the site query client', () => {
  const library = new QueryClient({ defaultOptions: { queries: DEFAULTS } });
  const site = createQueryClient();
  library.setQueryDefaults(['destinations'], { gcTime: 10 });
  site.setQueryDefaults(['destinations'], { gcTime: 10 });

  it.each(Object.entries(cases))('merges its defaults as the library does: %s', (_name, options) => {
    expect(site.defaultQueryOptions(options)).toEqual(library.defaultQueryOptions(options));
  });

  it('gives options already merged back as they are', () => {
    const merged = site.defaultQueryOptions({ queryKey: ['a'], queryFn: fetchOne });
    expect(site.defaultQueryOptions(merged)).toBe(merged);
  });

  it('keeps the options given unchanged', () => {
    const options = { queryKey: ['b'], queryFn: fetchOne };
    site.defaultQueryOptions(options);
    expect(options).toEqual({ queryKey: ['b'], queryFn: fetchOne });
  });

  it('answers a query from its cache as the library does', () => {
    site.setQueryData(['trips', 'detail', 'a1'], { title: 'Stone Town' });
    expect(site.getQueryData(['trips', 'detail', 'a1'])).toEqual({ title: 'Stone Town' });
    const query = site.getQueryCache().find({ queryKey: ['trips', 'detail', 'a1'] });
    expect((query?.options as QueryObserverOptions | undefined)?.staleTime).toBe(DEFAULTS.staleTime);
  });
});
