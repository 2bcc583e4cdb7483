import { useState, useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * True while the component renders on the server or takes over the server's HTML in the browser (hydration),
 * false once the browser has drawn it itself: React renders again with false right after hydrating.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
}

/**
 * Whether this component took over HTML the server rendered (it is hydrating, or rendering on the server)
 * rather than drawing itself in the browser: fixed at its first render.
 */
export function useRenderedByServer(): boolean {
  const hydrating = useHydrating();
  const [byServer] = useState(hydrating);
  return byServer;
}
