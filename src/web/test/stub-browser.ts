import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The browser pieces the API client touches, in memory, for unit tests that run in Node: localStorage,
 * sessionStorage, location (with a `reload` spy) and fetch. Call once at the top of a test file; each
 * test starts empty.
 */
export function stubBrowser() {
  const store = new Map<string, string>();
  const session = new Map<string, string>();
  const area = (map: Map<string, string>) => ({
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  });
  const reload = vi.fn();
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    store.clear();
    session.clear();
    reload.mockReset();
    fetchMock.mockReset();
    vi.stubGlobal('window', {
      location: { origin: 'http://127.0.0.1:3000', reload },
      localStorage: area(store),
      sessionStorage: area(session),
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return { store, session, reload, fetchMock };
}
