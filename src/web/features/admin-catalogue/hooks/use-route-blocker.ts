import { useCallback, useEffect, useId, useSyncExternalStore } from 'react';
import type { Blocker, BlockerFunction } from 'react-router';
import { adminRouter } from '#web/admin/router.js';

const IDLE: Blocker = { state: 'unblocked', proceed: undefined, reset: undefined, location: undefined };

type DataRouter = Pick<typeof adminRouter, 'getBlocker' | 'deleteBlocker' | 'subscribe' | 'state'>;

/**
 * react-router's `useBlocker`, through the back office's router's own blocker API. Why not the hook:
 * react-router sits in the chunk both apps share, so each of its exports the back office starts using is
 * shipped to every storefront page too (useBlocker alone is 0.4 KB on the home page). `shouldBlock` must
 * be stable; `router` is the back office's (a test passes its own).
 */
export function useRouteBlocker(shouldBlock: BlockerFunction, router: DataRouter = adminRouter): Blocker {
  const key = useId();
  useEffect(() => {
    router.getBlocker(key, shouldBlock);
  }, [router, key, shouldBlock]);
  useEffect(() => () => router.deleteBlocker(key), [router, key]);
  const blockers = useSyncExternalStore(
    useCallback((onChange: () => void) => router.subscribe(onChange), [router]),
    () => router.state.blockers,
  );
  return blockers.get(key) ?? IDLE;
}
