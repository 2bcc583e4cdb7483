import { describe, expect, it } from 'vitest';
import { AT_TOP_THRESHOLD, scrollProgress } from './scroll-progress.js';

describe('scrollProgress', () => {
  it('jumps to the bottom from the top of the page', () => {
    expect(scrollProgress(0, 3000, 800)).toEqual({ progress: 0, direction: 'bottom', scrollable: true });
    expect(scrollProgress(AT_TOP_THRESHOLD, 3000, 800).direction).toBe('bottom');
  });

  it('jumps to the top from anywhere else, the ring following the scroll', () => {
    const halfway = scrollProgress(1100, 3000, 800);
    expect(halfway.direction).toBe('top');
    expect(halfway.progress).toBeCloseTo(0.5);
    expect(scrollProgress(2200, 3000, 800)).toEqual({ progress: 1, direction: 'top', scrollable: true });
  });

  it('clamps overscroll (rubber-banding on phones) to 0..1', () => {
    expect(scrollProgress(-40, 3000, 800).progress).toBe(0);
    expect(scrollProgress(2400, 3000, 800).progress).toBe(1);
  });

  it('reports a page that does not scroll', () => {
    expect(scrollProgress(0, 700, 800).scrollable).toBe(false);
    expect(scrollProgress(0, 800, 800).scrollable).toBe(false);
  });
});
