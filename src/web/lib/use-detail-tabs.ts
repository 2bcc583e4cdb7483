import { useRef, useState } from 'react';

/**
 * The tab of a detail page, and a way to open one from elsewhere on the page (the summary's Book or
 * Inquire button): the tab opens, the tabs scroll into view and its trigger takes the focus.
 */
export function useDetailTabs<T extends string>(initial: T) {
  const [tab, setTab] = useState<T>(initial);
  const tabsRef = useRef<HTMLDivElement>(null);
  const openTab = (value: T) => {
    setTab(value);
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    tabsRef.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    tabsRef.current?.querySelector<HTMLElement>(`[role="tab"][data-value="${value}"]`)?.focus({ preventScroll: true });
  };
  return { tab, setTab, tabsRef, openTab };
}
