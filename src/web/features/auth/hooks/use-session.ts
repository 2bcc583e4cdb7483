import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { AUTH_TOKEN_KEY, readAuthToken } from '#web/lib/auth-token.js';
import { clearAllFormDrafts } from '#web/lib/form-draft.js';
import { storage } from '#web/lib/storage.js';
import { useCurrentUser } from '#web/features/auth/api/get-current-user.js';
import { revokeSession } from '#web/features/auth/api/logout.js';

export interface Session {
  signedIn: boolean;
  logout(): void;
}

// Another tab logging in or out changes localStorage; the `storage` event keeps this tab in step.
// A `null` key means the other tab cleared all of storage.
function subscribe(onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key === AUTH_TOKEN_KEY) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

const isSignedIn = () => readAuthToken() !== null;
const isSignedInOnServer = () => false;

/** Signed in means a valid auth token sits in local storage. */
export function useSession(): Session {
  const signedIn = useSyncExternalStore(subscribe, isSignedIn, isSignedInOnServer);
  const queryClient = useQueryClient();
  // Checks the token once per page load (shared by every caller): a dead one signs the visitor out.
  useCurrentUser(signedIn);

  const logout = useCallback(() => {
    // The server revokes the token first (so a copy of it is worthless), then the local sign-out.
    void revokeSession().then(() => {
      storage.remove(AUTH_TOKEN_KEY);
      // What the request forms kept (names, e-mail, phone) is the leaving user's too.
      clearAllFormDrafts();
      // Likes, ratings, cart and dashboard belong to the user who just left.
      queryClient.clear();
      window.location.reload();
    });
  }, [queryClient]);

  return { signedIn, logout };
}
