import { use } from 'react';
import { useAppLocation } from '#web/lib/navigation.js';
import { SiteOriginContext } from './page-head.js';

/** The site's public origin and this page's canonical URL (no query string), the same on server and browser. */
export function usePageUrl(): { origin: string; url: string } {
  const configured = use(SiteOriginContext);
  const { pathname } = useAppLocation();
  const origin = configured || (typeof window === 'undefined' ? '' : window.location.origin);
  return { origin, url: `${origin}${pathname}` };
}
