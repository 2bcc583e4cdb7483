import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { revokeSession } from './logout.js';

const fetchMock = vi.fn<typeof fetch>();
const TOKEN = 't'.repeat(43);

beforeEach(() => {
  fetchMock.mockReset();
  const store = new Map([['authToken', TOKEN]]);
  vi.stubGlobal('window', {
    location: { origin: 'http://127.0.0.1:3000', reload: vi.fn() },
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    },
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('revokeSession', () => {
  it('asks the server to revoke the token it sends', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ status: true, code: 200, message: 'Logged out successfully', data: null })),
    );
    await revokeSession();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('http://127.0.0.1:3000/api/logout');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('never fails: offline or refused, the local sign-out still happens', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(revokeSession()).resolves.toBeUndefined();
    fetchMock.mockResolvedValueOnce(new Response('{"status":false,"code":500,"message":"x"}', { status: 500 }));
    await expect(revokeSession()).resolves.toBeUndefined();
  });
});
