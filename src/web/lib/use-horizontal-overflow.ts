import { useEffect, useState, type RefObject } from 'react';

export interface HorizontalOverflow {
  /** the content is wider than the box: it scrolls sideways */
  overflows: boolean;
  /** scrolled all the way to the right (or nothing to scroll) */
  atEnd: boolean;
}

const measure = (node: HTMLElement): HorizontalOverflow => {
  const overflows = node.scrollWidth > node.clientWidth + 1;
  return { overflows, atEnd: !overflows || node.scrollLeft + node.clientWidth >= node.scrollWidth - 1 };
};

/** Whether a sideways-scrolling box has more to show, updated on resize (a longer currency) and scroll. */
export function useHorizontalOverflow(ref: RefObject<HTMLElement | null>): HorizontalOverflow {
  const [state, setState] = useState<HorizontalOverflow>({ overflows: false, atEnd: true });
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const update = () =>
      setState((previous) => {
        const next = measure(node);
        return next.overflows === previous.overflows && next.atEnd === previous.atEnd ? previous : next;
      });
    update();
    node.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(node);
    if (node.firstElementChild) observer.observe(node.firstElementChild);
    return () => {
      node.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [ref]);
  return state;
}
