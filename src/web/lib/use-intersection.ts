import { useEffect, useState, type RefObject } from 'react';

export interface Intersection {
  /** some of the element is inside the (margin-adjusted) viewport */
  inView: boolean;
  /** the element is wholly above the viewport: scrolled past */
  above: boolean;
}

/**
 * Where an element stands against the viewport, kept up to date by an IntersectionObserver.
 * `rootMargin` shrinks or grows the viewport, e.g. '-64px 0px 0px 0px' for the sticky header.
 */
export function useIntersection(ref: RefObject<Element | null>, rootMargin = '0px'): Intersection {
  const [state, setState] = useState<Intersection>({ inView: true, above: false });
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        const top = entry.rootBounds?.top ?? 0;
        setState({ inView: entry.isIntersecting, above: !entry.isIntersecting && entry.boundingClientRect.top < top });
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, rootMargin]);
  return state;
}
