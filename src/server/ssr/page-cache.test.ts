import { describe, expect, it, vi } from 'vitest';
import { createPageCache } from './page-cache.js';

const page = (html: string) => ({
  status: 200,
  html,
  noIndex: false,
  encoded: () => Promise.resolve(Buffer.from(html)),
});

describe('page cache', () => {
  it('answers the same version, currency and URL, and nothing else', () => {
    const cache = createPageCache(60_000);
    cache.set(1, 'USD', '/safaris', page('a'));
    expect(cache.get(1, 'USD', '/safaris')?.html).toBe('a');
    expect(cache.get(1, 'EUR', '/safaris')).toBeUndefined();
    expect(cache.get(1, 'USD', '/tours')).toBeUndefined();
  });

  it('drops every page of an older version as soon as a newer one is read', () => {
    const cache = createPageCache(60_000);
    cache.set(1, 'USD', '/', page('old'));
    expect(cache.get(2, 'USD', '/')).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.set(1, 'USD', '/', page('late write of an old render'));
    expect(cache.size).toBe(0);
  });

  it('forgets a page after its time, keeps at most its bound, and caches nothing at ttl 0', () => {
    vi.useFakeTimers();
    try {
      const cache = createPageCache(1_000, 2);
      cache.set(1, 'USD', '/a', page('a'));
      vi.advanceTimersByTime(1_001);
      expect(cache.get(1, 'USD', '/a')).toBeUndefined();
      for (const url of ['/b', '/c', '/d']) cache.set(1, 'USD', url, page(url));
      expect(cache.size).toBe(2);
      expect(cache.get(1, 'USD', '/b')).toBeUndefined();
      const off = createPageCache(0);
      off.set(1, 'USD', '/', page('x'));
      expect(off.get(1, 'USD', '/')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets the least recently read page go: a flood of new URLs does not push out a page visitors keep reading', () => {
    const cache = createPageCache(60_000, 3);
    cache.set(1, 'USD', '/tours', page('tours'));
    for (let n = 0; n < 10; n++) {
      cache.set(1, 'USD', `/tours?sort=${n}`, page(String(n)));
      expect(cache.get(1, 'USD', '/tours')?.html).toBe('tours');
    }
    expect(cache.size).toBe(3);
    expect(cache.holds('USD', '/tours')).toBe(true);
    expect(cache.get(1, 'USD', '/tours?sort=7')).toBeUndefined();
    expect(cache.get(1, 'USD', '/tours?sort=9')?.html).toBe('9');
  });

  it('keeps a page past its time, to be served while it is rendered again, but never answers it as current', () => {
    vi.useFakeTimers();
    try {
      const cache = createPageCache(1_000);
      const kept = page('same');
      cache.set(1, 'USD', '/a', kept);
      vi.advanceTimersByTime(1_001);
      expect(cache.get(1, 'USD', '/a')).toBeUndefined();
      expect(cache.previous(1, 'USD', '/a')?.encoded).toBe(kept.encoded);
      expect(cache.previous(1, 'EUR', '/a')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
