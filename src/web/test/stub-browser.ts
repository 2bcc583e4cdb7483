import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The browser pieces the API client touches, in memory, for unit tests that run in Node: localStorage,
 * location (with a `reload` spy) and fetch. Call once at the top of a test file; each test starts empty.
 */
export function stubBrowser() {
  const store = new Map<string, string>();
  const reload = vi.fn();
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    store.clear();
    reload.mockReset();
    fetchMock.mockReset();
    vi.stubGlobal('window', {
      location: { origin: 'http://127.0.0.1:3000', reload },
      localStorage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => void store.set(key, value),
        removeItem: (key: string) => void store.delete(key),
      },
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return { store, reload, fetchMock };
}
