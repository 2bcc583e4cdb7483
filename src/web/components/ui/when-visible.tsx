import type { ReactNode } from 'react';
import { useNearViewport } from '#web/lib/use-near-viewport.js';

/**
 * Renders its children only once the placeholder scrolls near the viewport, so that below-the-fold
 * widgets (and the code they lazy-load) stay off the critical path of the first paint.
 */
export function WhenVisible({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} style={{ minHeight }}>
      {near ? children : null}
    </div>
  );
}
