import { useEffect, useRef, useState } from 'react';

/** Scrolls the tabs into view and focuses one tab's trigger. */
function revealTab(tabs: HTMLElement | null, value: string) {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  tabs?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  tabs?.querySelector<HTMLElement>(`[role="tab"][data-value="${value}"]`)?.focus({ preventScroll: true });
}

/**
 * The tab of a detail page, and a way to open one from elsewhere on the page (the summary's Book or
 * Inquire button): the tab opens, the tabs scroll into view and its trigger takes the focus.
 * `revealOnArrival` does the same once the page is shown, for a link that asks for a tab (`?tab=book`).
 */
export function useDetailTabs<T extends string>(initial: T, { revealOnArrival = false } = {}) {
  const [tab, setTab] = useState<T>(initial);
  const tabsRef = useRef<HTMLDivElement>(null);
  const openTab = (value: T) => {
    setTab(value);
    revealTab(tabsRef.current, value);
  };
  const revealed = useRef(false);
  useEffect(() => {
    if (!revealOnArrival || revealed.current) return;
    revealed.current = true;
    revealTab(tabsRef.current, initial);
  }, [revealOnArrival, initial]);
  return { tab, setTab, tabsRef, openTab };
}
