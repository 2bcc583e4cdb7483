import { use } from 'react';
import { localizedHref } from '#domain/site-paths.js';
import { useLocale } from '#web/lib/locale.js';
import { useAppLocation } from '#web/lib/navigation.js';
import { SiteOriginContext } from './page-head.js';

/**
 * The site's public origin, this page's canonical URL in its locale (no query string) and its site path (the
 * same page in every locale), the same on server and browser.
 */
export function usePageUrl(): { origin: string; url: string; path: string } {
  const configured = use(SiteOriginContext);
  const locale = useLocale();
  const { pathname } = useAppLocation();
  const origin = configured || (typeof window === 'undefined' ? '' : window.location.origin);
  return { origin, url: `${origin}${localizedHref(locale, pathname)}`, path: pathname };
}
