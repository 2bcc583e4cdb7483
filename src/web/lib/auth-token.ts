import { storage } from './storage.js';

export const AUTH_TOKEN_KEY = 'authToken';
const MIN_TOKEN_LENGTH = 11;

/** A token of 10 characters or fewer is invalid and is removed. */
export function readAuthToken(): string | null {
  const token = storage.get(AUTH_TOKEN_KEY);
  if (token === null) return null;
  if (token.length < MIN_TOKEN_LENGTH) {
    storage.remove(AUTH_TOKEN_KEY);
    return null;
  }
  return token;
}

/**
 * The server refused `token` (expired after 30 days, revoked by a logout elsewhere or a password
 * reset): the session is over, exactly as after Logout. The token goes, and a reload drops
 * every cached answer of the user and renders the signed-out site, where /dashboard leads to
 * /login. After the reload there is no token, so this cannot loop. A token that changed meanwhile
 * (a new sign-in) is left alone.
 */
export function endRefusedSession(token: string): void {
  if (storage.get(AUTH_TOKEN_KEY) !== token) return;
  storage.remove(AUTH_TOKEN_KEY);
  window.location.reload();
}
