import { createContext, use, useMemo, type ComponentProps, type ComponentType } from 'react';
import { DEFAULT_LOCALE, type Locale } from '#domain/i18n/locales.js';
import { localizedHref } from '#domain/site-paths.js';

/**
 * How a component links and moves on, without knowing who drives the page. The single-page app (account
 * pages, and every page the visitor reaches from one) routes on the client with React Router; a
 * server-rendered page is plain HTML whose interactive islands have no router, so their links are plain
 * links and moving on loads the next page (docs/decisions/017-islands.md). Features use this module, never
 * `react-router` itself: the router is the app's (src/web/app) business.
 *
 * Features link to the site map's paths (`/safaris`) in every language: the navigation puts them in the page's
 * locale (`/de/safaris`), as the router's basename does, and reports the page's own path without its prefix.
 */

export interface AppLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  to: string;
  /** replaces the current history entry instead of adding one (a filter, a sort) */
  replace?: boolean;
  /** keeps the scroll position (the same page with other options) */
  preventScrollReset?: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  preventScrollReset?: boolean;
  /** what the next page should know but the URL should not show (single-page app only) */
  state?: unknown;
}

export interface PageLocation {
  pathname: string;
  /** '' or '?…' */
  search: string;
}

export interface Navigation {
  location: PageLocation;
  navigate(to: string, options?: NavigateOptions): void;
  Link: ComponentType<AppLinkProps>;
}

/** Plain links in one locale: the browser loads the next page. */
function documentLink(locale: Locale) {
  return function DocumentLink({ to, replace, preventScrollReset: _keepScroll, onClick, ...props }: AppLinkProps) {
    const href = localizedHref(locale, to);
    if (!replace) return <a href={href} onClick={onClick} {...props} />;
    return (
      <a
        href={href}
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          window.location.replace(href);
        }}
        {...props}
      />
    );
  };
}

const documentLinks = new Map<Locale, ComponentType<AppLinkProps>>();

/** Plain links in `locale`'s pages (one component per locale, so React keeps it from render to render). */
export function documentLinkIn(locale: Locale): ComponentType<AppLinkProps> {
  let Link = documentLinks.get(locale);
  if (!Link) documentLinks.set(locale, (Link = documentLink(locale)));
  return Link;
}

/** Navigation on a server-rendered page: links load pages, `navigate` loads one, in the page's locale. */
export function documentNavigation(location: PageLocation, locale: Locale = DEFAULT_LOCALE): Navigation {
  const Link = documentLinkIn(locale);
  return {
    location,
    Link,
    navigate: (to, options) => {
      const href = localizedHref(locale, to);
      if (options?.replace) window.location.replace(href);
      else window.location.assign(href);
    },
  };
}

export const NavigationContext = createContext<Navigation>(documentNavigation({ pathname: '/', search: '' }));

export const useNavigation = (): Navigation => use(NavigationContext);

export const useAppNavigate = (): Navigation['navigate'] => useNavigation().navigate;

export const useAppLocation = (): PageLocation => useNavigation().location;

/** The page's query string, read-only: change it by navigating to a new one. */
export function useAppSearchParams(): URLSearchParams {
  const { search } = useAppLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** A link to another page of the site, by whichever means the page navigates. */
export function AppLink(props: AppLinkProps) {
  const { Link } = useNavigation();
  return <Link {...props} />;
}

/** Whether a link's target is the page being shown: the path itself, or (unless `end`) a page under it. */
export function isCurrentPath(pathname: string, to: string, end = false): boolean {
  const target = to.split(/[?#]/)[0] ?? to;
  if (pathname === target) return true;
  return !end && target !== '/' && pathname.startsWith(`${target.replace(/\/$/, '')}/`);
}
