import { useEffect, useRef } from 'react';
import { useHorizontalOverflow } from './use-horizontal-overflow.js';

/**
 * A row of tabs wider than a phone (German's 'Jetzt buchen'): it scrolls sideways, its edge fades while more
 * lies to the right (`data-more`), and the open tab is scrolled into the row whenever it changes, and whenever the
 * row starts to overflow (a phone turned upright, a wider font arrived): the open tab is never cut at the edge.
 */
export function useScrollingTabRow(openTab: string) {
  const ref = useRef<HTMLDivElement>(null);
  const { overflows, atEnd } = useHorizontalOverflow(ref);
  useEffect(() => {
    const row = ref.current;
    const active = row?.querySelector('[data-state="active"]');
    if (!row || !active) return;
    // Sideways only: the page itself does not move.
    const [box, tab] = [row.getBoundingClientRect(), active.getBoundingClientRect()];
    if (tab.right > box.right) row.scrollLeft += tab.right - box.right;
    else if (tab.left < box.left) row.scrollLeft -= box.left - tab.left;
  }, [openTab, overflows]);
  return { ref, 'data-more': overflows && !atEnd ? '' : undefined };
}
