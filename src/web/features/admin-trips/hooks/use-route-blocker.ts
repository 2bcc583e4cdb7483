import { useEffect, useId, useSyncExternalStore } from 'react';
import type { Blocker, BlockerFunction } from 'react-router';
import { adminRouter } from '#web/admin/router.js';

const IDLE: Blocker = { state: 'unblocked', proceed: undefined, reset: undefined, location: undefined };
const subscribe = (onChange: () => void) => adminRouter.subscribe(onChange);
const blockers = () => adminRouter.state.blockers;

/**
 * react-router's `useBlocker`, through the back office's router's own blocker API. Why not the hook:
 * react-router sits in the chunk both apps share, so each of its exports the back office starts using is
 * shipped to every storefront page too (useBlocker alone is 0.4 KB on the home page). `shouldBlock` must
 * be stable.
 */
export function useRouteBlocker(shouldBlock: BlockerFunction): Blocker {
  const key = useId();
  useEffect(() => {
    adminRouter.getBlocker(key, shouldBlock);
  }, [key, shouldBlock]);
  useEffect(() => () => adminRouter.deleteBlocker(key), [key]);
  return useSyncExternalStore(subscribe, blockers).get(key) ?? IDLE;
}
