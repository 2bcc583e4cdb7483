import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminApiError, adminApi } from './admin-api.js';
import { readStaffToken, saveStaffToken } from './staff-token.js';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const answer = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

describe('adminApi', () => {
  it('sends the staff token, never the tourist’s', async () => {
    window.localStorage.setItem('authToken', 'tourist-token-123');
    saveStaffToken('staff-token-456');
    const fetch = answer(200, { status: true, code: 200, message: 'OK', data: { staff: [] } });
    await adminApi('/staff');
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('http://localhost:3000/api/admin/staff');
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer staff-token-456');
  });

  it('on a 401 forgets the token and opens the sign-in page, coming back here afterwards', async () => {
    saveStaffToken('staff-token-456');
    window.history.replaceState(null, '', '/admin/requests?status=new');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    answer(401, { status: false, code: 401, message: 'Unauthenticated.' });
    await expect(adminApi('/requests')).rejects.toMatchObject({ status: 401 });
    expect(readStaffToken()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/admin/login?next=%2Fadmin%2Frequests%3Fstatus%3Dnew');
  });

  it('keeps what a 409 carries, for the page to show the current request', async () => {
    saveStaffToken('staff-token-456');
    answer(409, {
      status: false,
      code: 409,
      message: 'Someone else changed this request.',
      data: { request: { version: 4 } },
    });
    const error = await adminApi('/requests/x/status', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdminApiError);
    expect((error as AdminApiError).data).toEqual({ request: { version: 4 } });
    expect(readStaffToken()).toBe('staff-token-456');
  });
});
