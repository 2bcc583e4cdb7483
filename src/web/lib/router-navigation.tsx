import { useMemo, type ReactNode } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { NavigationContext, type AppLinkProps, type Navigation } from './navigation.js';

function RouterLink(props: AppLinkProps) {
  return <Link {...props} />;
}

/** Navigation in the single-page app: React Router's links and history (lib/navigation.tsx). */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const value = useMemo<Navigation>(
    () => ({ location: { pathname, search }, Link: RouterLink, navigate: (to, options) => void navigate(to, options) }),
    [pathname, search, navigate],
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
