import { api } from '#web/lib/api-client.js';

// A server that does not answer must not keep the visitor signed in: the local sign-out goes ahead.
const LOGOUT_TIMEOUT_MS = 5000;

/** POST /logout: revokes the token on the server. Best effort: never throws. */
export async function revokeSession(): Promise<void> {
  try {
    await api<null>('/logout', { method: 'POST', signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) });
  } catch {
    // Offline, slow or already revoked: the token is removed locally all the same.
  }
}
