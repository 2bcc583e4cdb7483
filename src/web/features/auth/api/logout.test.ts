import { beforeEach, describe, expect, it } from 'vitest';
import { stubBrowser } from '#web/test/stub-browser.js';
import { revokeSession } from './logout.js';

const TOKEN = 't'.repeat(43);
const { store, fetchMock } = stubBrowser();
beforeEach(() => store.set('authToken', TOKEN));

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
