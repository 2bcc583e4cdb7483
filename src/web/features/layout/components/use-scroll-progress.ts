import { useEffect, useState } from 'react';
import { scrollProgress, type ScrollProgress } from './scroll-progress.js';

function measure(): ScrollProgress {
  const root = document.documentElement;
  return scrollProgress(window.scrollY, root.scrollHeight, window.innerHeight);
}

/** How far down the page the visitor is, measured at most once per frame. */
export function useScrollProgress(): ScrollProgress {
  const [state, setState] = useState<ScrollProgress>({ progress: 0, direction: 'bottom', scrollable: false });

  useEffect(() => {
    let frame = 0;
    // At most one measurement per frame, however fast scroll events arrive.
    const schedule = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        setState(measure());
      });
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    // Content that loads after the first paint (lists, images) makes the page taller without a scroll.
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, []);

  return state;
}
