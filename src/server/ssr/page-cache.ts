import type { EncodedAnswer } from '#server/lib/content-encoding.js';

export interface CachedPage {
  status: number;
  html: string;
  /** the page asks to stay out of search results (`X-Robots-Tag: noindex`) */
  noIndex: boolean;
  /** the page's bytes in an encoding, compressed once (content-encoding.ts) */
  encoded: EncodedAnswer;
}

/**
 * Rendered pages by catalogue version, currency and URL, for a few seconds. Every catalogue write bumps
 * the version in the database, so a save made through any server process changes the key of every page
 * at once (decision 012); the TTL only bounds how long a moved exchange rate can wait. Bounded: odd
 * query strings cannot grow it, nor push out the pages being read (the least recently read goes first).
 */
export function createPageCache(ttlMs: number, maxEntries = 300) {
  const entries = new Map<string, CachedPage & { expires: number }>();
  let newestVersion = 0;
  const keyOf = (version: number, currency: string, url: string) => `${version}|${currency}|${url}`;
  /** Pages of older versions can never be hit again: dropped as soon as a newer version is seen. */
  const observe = (version: number) => {
    if (version <= newestVersion) return;
    newestVersion = version;
    entries.clear();
  };
  /**
   * The entry, made the most recently used: past the bound the least recently read page goes, so a flood of new
   * URLs (each rendered once) passes through without pushing out the pages visitors keep reading.
   */
  const read = (key: string) => {
    const entry = entries.get(key);
    if (entry) {
      entries.delete(key);
      entries.set(key, entry);
    }
    return entry;
  };
  return {
    get(version: number, currency: string, url: string): CachedPage | undefined {
      if (ttlMs <= 0) return undefined;
      observe(version);
      const entry = read(keyOf(version, currency, url));
      return entry && entry.expires > Date.now() ? entry : undefined;
    },
    /**
     * The page kept for the key, even past its time: served while it is rendered again (server-pages.ts). Only
     * while the version is the newest: a catalogue save drops every older page at once.
     */
    previous(version: number, currency: string, url: string): CachedPage | undefined {
      return read(keyOf(version, currency, url));
    },
    /** Whether a copy of the page is kept at the newest version seen, even past its time: no read needed to know. */
    holds(currency: string, url: string): boolean {
      return ttlMs > 0 && entries.has(keyOf(newestVersion, currency, url));
    },
    set(version: number, currency: string, url: string, page: CachedPage): void {
      if (ttlMs <= 0 || version < newestVersion) return;
      observe(version);
      const key = keyOf(version, currency, url);
      entries.delete(key);
      entries.set(key, { ...page, expires: Date.now() + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    get size() {
      return entries.size;
    },
  };
}
