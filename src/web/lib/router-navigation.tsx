import { useMemo, type ReactNode } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useLocale } from './locale.js';
import { documentLinkIn, NavigationContext, type AppLinkProps, type Navigation } from './navigation.js';

function RouterLink(props: AppLinkProps) {
  return <Link {...props} />;
}

/**
 * On the server a page's links are plain ones in its locale, the very `<a href>` the router's would give: the page
 * is HTML there (no router runs on it in the browser outside the single-page app, which renders again anyway), and
 * the router's link resolved each href against the route tree, a tenth of a trip page's render.
 */
const onServer = import.meta.env.SSR;

/** Navigation in the single-page app: React Router's links and history (lib/navigation.tsx). */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const locale = useLocale();
  const value = useMemo<Navigation>(
    () => ({
      location: { pathname, search },
      Link: onServer ? documentLinkIn(locale) : RouterLink,
      navigate: (to, options) => void navigate(to, options),
    }),
    [pathname, search, navigate, locale],
  );
  return <NavigationContext value={value}>{children}</NavigationContext>;
}

/** A route that gives its child routes the router's navigation (the back office's root). */
export function RouterNavigationRoute() {
  return (
    <RouterNavigation>
      <Outlet />
    </RouterNavigation>
  );
}
