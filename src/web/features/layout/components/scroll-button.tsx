import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { scrollProgress, type ScrollProgress } from './scroll-progress.js';

const RADIUS = 22;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

function measure(): ScrollProgress {
  const root = document.documentElement;
  return scrollProgress(window.scrollY, root.scrollHeight, window.innerHeight);
}

/** A floating button with a progress ring; down from the top, up from elsewhere. */
export function ScrollButton() {
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

  const toBottom = state.direction === 'bottom';
  const label = toBottom ? 'Scroll to bottom' : 'Scroll to top';
  const Icon = toBottom ? ArrowDown : ArrowUp;

  const jump = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const top = toBottom ? document.documentElement.scrollHeight : 0;
    window.scrollTo({ top, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <button
      type="button"
      onClick={jump}
      aria-label={label}
      title={label}
      hidden={!state.scrollable}
      className="fixed right-4 bottom-4 z-30 grid size-13 place-items-center rounded-full bg-ink text-white shadow-lg shadow-ink/25 transition-[background-color,transform] duration-200 hover:-translate-y-0.5 hover:bg-acacia focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold motion-reduce:transition-none sm:right-6 sm:bottom-6"
    >
      <svg viewBox="0 0 52 52" aria-hidden="true" className="absolute inset-0 size-full -rotate-90">
        <circle cx="26" cy="26" r={RADIUS} fill="none" strokeWidth="3" className="stroke-white/15" />
        <circle
          cx="26"
          cy="26"
          r={RADIUS}
          fill="none"
          strokeWidth="3"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - state.progress)}
          className="stroke-gold"
        />
      </svg>
      <Icon aria-hidden="true" className="relative size-5" />
    </button>
  );
}
