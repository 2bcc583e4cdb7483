import { createContext, use, useCallback, useEffect, useId, useSyncExternalStore } from 'react';
import type { Blocker, BlockerFunction, DataRouter } from 'react-router';

const IDLE: Blocker = { state: 'unblocked', proceed: undefined, reset: undefined, location: undefined };

/** What the guard needs of the router: its blockers. */
export type BlockingRouter = Pick<DataRouter, 'getBlocker' | 'deleteBlocker' | 'subscribe' | 'state'>;

/**
 * The router the back office runs in. The app provides it (src/web/admin/main.tsx), a test its own memory router:
 * a feature never imports the app's router, which imports every page.
 */
export const RouteBlockerContext = createContext<BlockingRouter | null>(null);

/**
 * react-router's `useBlocker`, through the router's own blocker API. Why not the hook: react-router sits in the
 * chunk both apps share, so each of its exports the back office starts using is shipped to every storefront page
 * too (useBlocker alone is 0.4 KB on the home page). `shouldBlock` must be stable.
 */
export function useRouteBlocker(shouldBlock: BlockerFunction): Blocker {
  const router = use(RouteBlockerContext);
  if (!router) throw new Error('useRouteBlocker needs a RouteBlockerContext around the back office');
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
