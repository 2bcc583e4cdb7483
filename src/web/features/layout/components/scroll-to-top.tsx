import { useLayoutEffect, useRef } from 'react';
import { useAppLocation } from '#web/lib/navigation.js';

/**
 * Every route change starts at the top of the page. The first page is left where the visitor is: it was
 * rendered by the server and may have been scrolled before the app took it over.
 */
export function ScrollToTop() {
  const { pathname } = useAppLocation();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    // 'instant' overrides the smooth scrolling set on <html>: a new page should not glide.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
