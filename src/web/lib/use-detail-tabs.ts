import { useEffect, useRef, useState } from 'react';
import { useHydrating } from './hydration.js';
import { useAppLocation } from './navigation.js';
import { sessionStore } from './storage.js';

/** Scrolls the tabs into view and focuses one tab's trigger. */
function revealTab(tabs: HTMLElement | null, value: string) {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  tabs?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  tabs?.querySelector<HTMLElement>(`[role="tab"][data-value="${value}"]`)?.focus({ preventScroll: true });
}

const TAB_KEY_PREFIX = 'detailTab:';

interface DetailTabsOptions<T extends string> {
  /** opens `initial` with its tabs in view once the page is shown (a link that asks for a tab, `?tab=book`) */
  revealOnArrival?: boolean;
  /**
   * The page's tabs: the open one is remembered in this tab of the browser for this page, so that a reload
   * (choosing a currency reloads the page) comes back to the form the visitor was filling in.
   */
  remember?: readonly T[];
}

/**
 * The tab of a detail page, and a way to open one from elsewhere on the page (the summary's Book or
 * Inquire button): the tab opens, the tabs scroll into view and its trigger takes the focus.
 * `revealOnArrival` does the same once the page is shown, for a link that asks for a tab (`?tab=book`).
 */
export function useDetailTabs<T extends string>(
  initial: T,
  { revealOnArrival = false, remember }: DetailTabsOptions<T> = {},
) {
  // The visitor's choice on this page; before one, the tab remembered for this URL, read once the page is the
  // browser's (after hydration, so the server's HTML and the first render agree), else the page's own.
  const [chosen, setChosen] = useState<T | null>(null);
  const hydrating = useHydrating();
  const tabsRef = useRef<HTMLDivElement>(null);
  const { pathname, search } = useAppLocation();
  // Per page and the tab its link asked for, not the whole query: the rest changes while the visitor fills in the
  // form (party-choice.ts writes the party into the URL), and a reload must still find the tab.
  const asked = new URLSearchParams(search).get('tab');
  const memoryKey = remember ? `${TAB_KEY_PREFIX}${pathname}${asked ? `?tab=${asked}` : ''}` : null;
  const kept =
    memoryKey && !hydrating && chosen === null
      ? remember?.find((known) => known === sessionStore.get(memoryKey))
      : undefined;
  const tab = chosen ?? kept ?? initial;
  const setTab = (value: T) => {
    setChosen(value);
    if (memoryKey) sessionStore.set(memoryKey, value);
  };
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
