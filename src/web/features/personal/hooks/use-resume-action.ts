import { useEffect, useRef } from 'react';
import { useAppLocation } from '#web/lib/navigation.js';
import { takePendingAction, type PendingActionKind } from '#web/features/auth/lib/pending-action.js';
import { useSession } from '#web/features/auth/hooks/use-session.js';
import type { ItemRef } from '#web/features/personal/api/types.js';

/**
 * Back from the login a visitor was sent to by this button: once the user's own data is known
 * (`ready`: whether the item is liked, rated or in the cart), `perform` runs once.
 */
export function useResumeAction(action: PendingActionKind, item: ItemRef, ready: boolean, perform: () => void): void {
  const { signedIn } = useSession();
  const { pathname, search } = useAppLocation();
  const latest = useRef(perform);
  useEffect(() => {
    latest.current = perform;
  });
  useEffect(() => {
    if (!signedIn || !ready) return;
    if (takePendingAction({ action, type: item.type, uuid: item.uuid, path: `${pathname}${search}` })) {
      latest.current();
    }
  }, [signedIn, ready, action, item.type, item.uuid, pathname, search]);
}
