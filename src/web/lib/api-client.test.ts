import { describe, expect, it } from 'vitest';
import { stubBrowser } from '#web/test/stub-browser.js';
import { api, ApiError } from './api-client.js';

const { store, reload, fetchMock } = stubBrowser();

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const unauthenticated = () => answer(401, { status: false, code: 401, message: 'Unauthenticated.' });
const TOKEN = 'a'.repeat(43);

describe('api()', () => {
  it('sends the bearer token and resolves to the envelope', async () => {
    store.set('authToken', TOKEN);
    fetchMock.mockResolvedValue(answer(200, { status: true, code: 200, message: 'ok', data: { user: {} } }));
    await expect(api('/user')).resolves.toMatchObject({ data: { user: {} } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect((init?.headers as Record<string, string>).authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('ends a session the server refused: removes the token and reloads signed out, once', async () => {
    store.set('authToken', TOKEN);
    fetchMock.mockResolvedValue(unauthenticated());
    const failure = await api('/user/dashboard').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(store.has('authToken')).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    // Signed out now: a further 401 (say, a wrong password at login) reloads nothing.
    await api('/login', { method: 'POST', body: {} }).catch(() => undefined);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves a newer sign-in alone when an old call comes back 401', async () => {
    store.set('authToken', TOKEN);
    fetchMock.mockImplementation(async () => {
      store.set('authToken', 'b'.repeat(43));
      return unauthenticated();
    });
    await api('/user').catch(() => undefined);
    expect(store.get('authToken')).toBe('b'.repeat(43));
    expect(reload).not.toHaveBeenCalled();
  });

  it('keeps the session on other failures', async () => {
    store.set('authToken', TOKEN);
    fetchMock.mockResolvedValue(answer(404, { status: false, code: 404, message: 'Trip not found' }));
    await expect(api('/trips/x')).rejects.toThrow('Trip not found');
    expect(store.get('authToken')).toBe(TOKEN);
    expect(reload).not.toHaveBeenCalled();
  });

  it('sends FormData as it is, without a JSON content type', async () => {
    fetchMock.mockResolvedValue(answer(201, { status: true, code: 201, message: 'ok', data: {} }));
    const form = new FormData();
    form.set('name', 'Amina');
    await api('/register', { method: 'POST', body: form });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect((init?.headers as Record<string, string>)['content-type']).toBeUndefined();
  });
});
