import { useEffect, useState } from 'react';

/**
 * Whether the element has come within `margin` of the viewport (and stays true once it has), so a
 * below-the-fold part can load its code just before the visitor reaches it.
 */
export function useNearViewport<T extends Element>(margin = '400px') {
  const [node, setNode] = useState<T | null>(null);
  // False on the server and in the first (hydrating) render. Every browser the site supports (module
  // scripts) has IntersectionObserver.
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!node || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, near, margin]);
  return [setNode, near] as const;
}
