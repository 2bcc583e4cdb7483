/** Within this many pixels of the top the page counts as 'at the top'. */
export const AT_TOP_THRESHOLD = 80;

export interface ScrollProgress {
  /** 0 at the top, 1 at the bottom */
  progress: number;
  /** where the button jumps: down from the top of the page, up from anywhere else */
  direction: 'top' | 'bottom';
  /** false when the page is no taller than the window */
  scrollable: boolean;
}

/** The scroll button's ring and where it jumps. */
export function scrollProgress(scrollY: number, scrollHeight: number, viewportHeight: number): ScrollProgress {
  const range = scrollHeight - viewportHeight;
  if (range <= 0) return { progress: 0, direction: 'bottom', scrollable: false };
  const progress = Math.min(1, Math.max(0, scrollY / range));
  return { progress, direction: scrollY <= AT_TOP_THRESHOLD ? 'bottom' : 'top', scrollable: true };
}
