import { Navigate, Outlet, useLocation } from 'react-router';
import { Skeleton } from '#web/components/ui/skeleton.js';
import { adminPaths } from '#web/admin-kit/admin-paths.js';
import { readStaffToken } from '#web/admin-kit/api/staff-token.js';
import { QueryError } from '#web/admin-kit/components/query-error.js';
import { useMe } from '#web/features/admin-auth/api/get-me.js';
import { AdminTopBar } from './admin-top-bar.js';

/** Every signed-in page: the top bar and the page. Without a token, the sign-in page, then back here. */
export function AdminLayout() {
  const location = useLocation();
  const hasToken = readStaffToken() !== null;
  const me = useMe();
  if (!hasToken) return <Navigate replace to={adminPaths.login(`${location.pathname}${location.search}`)} />;

  return (
    <div className="min-h-dvh bg-sand text-sm">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <AdminTopBar staff={me.data} />
      <main id="admin-main" tabIndex={-1} className="mx-auto max-w-7xl px-3 py-4 focus:outline-none sm:px-6 sm:py-6">
        {me.isError ? (
          <QueryError error={me.error} onRetry={() => void me.refetch()} what="session" />
        ) : me.data ? (
          <Outlet />
        ) : (
          <Skeleton className="h-40 w-full" />
        )}
      </main>
    </div>
  );
}
